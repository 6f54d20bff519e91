import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './app';
import { auth } from './auth';
import { firestore } from './firestore';

/**
 * reactfire and the full Auth and Firestore SDKs, for what signs in or writes: the account and
 * admin pages (app/sdk-layout.tsx) and the emulator sign-in. Public pages never load this chunk.
 */
export function FirebaseSdkProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
