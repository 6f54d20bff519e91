import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, so handlers and their unit tests can be imported without an app.
// Looks for the default app by name: firebase-functions may have created a named one of its own.
export function firestore(): Firestore {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return getFirestore();
}
