import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { firebaseApp } from '../app/firebase';
import { emulatorHost, emulatorPorts, useEmulators } from '../app/config';

export const firestore = initializeFirestore(firebaseApp, {});

if (useEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost, emulatorPorts.firestore);
}
