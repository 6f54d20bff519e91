import { seed } from '../../../scripts/seed/index';
import { adminDb } from './firestore';

/** Loads the studio's demo catalogue into the Firestore emulator (admin SDK, bypasses rules). */
export const seedCatalogue = () => seed(adminDb());
