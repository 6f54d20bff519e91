import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

// The full Firestore SDK: writes and the customer's and owner's own data. Loaded on demand
// (account and admin pages, a form's submit); the public catalogue reads through public-read.ts.
export const firestore = initializeFirestore(firebaseApp, {});

if (useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost, emulatorPorts.firestore);
}
