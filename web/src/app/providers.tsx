import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firestore } from '../data/firestore';
import { ReporterContext } from '../features/analytics/page-view-tracker';
import { createReporter } from '../features/analytics/reporter';
import { LoginModalProvider } from '../features/auth/login-modal-context';
import { SessionProvider } from '../features/auth/session-context';
import { firebaseConfig } from './config';
import { auth, firebaseApp } from './firebase';

const reporter = createReporter(firebaseApp, firebaseConfig.measurementId);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <ReporterContext.Provider value={reporter}>
            <SessionProvider>
              <LoginModalProvider>{children}</LoginModalProvider>
            </SessionProvider>
          </ReporterContext.Provider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
