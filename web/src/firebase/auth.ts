import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { emulatorHost, emulatorPorts, useEmulators } from './config';
import { firebaseApp } from './app';

// Loaded on demand (never with a public page's first load): see session/session-store.ts.
// initializeAuth without a popup resolver: Google's iframe script loads only when someone signs
// in (the resolver is passed to signInWithPopup), not on every page view as getAuth() would.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}
