import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './app';
import { auth } from './auth';
import { firestore } from './firestore';

/**
 * reactfire and the full Auth and Firestore SDKs, for what reads or writes the customer's own data:
 * the admin pages (app/sdk-layout.tsx), what an account page shows someone signed in
 * (session/signed-in-part.tsx) and the emulator sign-in. Public pages never load this chunk.
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
