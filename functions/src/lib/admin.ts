import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, so handlers and their unit tests can be imported without an app.
export function firestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
