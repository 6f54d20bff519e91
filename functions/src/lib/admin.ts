import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, so handlers and their unit tests can be imported without an app.
// Looks for the default app by name: firebase-functions may have created a named one of its own.
export function defaultApp(): App {
  return getApps().some((app) => app.name === '[DEFAULT]') ? getApp() : initializeApp();
}

export function firestore(): Firestore {
  return getFirestore(defaultApp());
}
