import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seed } from '../../../scripts/seed/index';
import { projectId } from './ports';

/** Loads the studio's demo catalogue into the Firestore emulator (admin SDK, bypasses rules). */
export async function seedCatalogue() {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return seed(getFirestore(app));
}
