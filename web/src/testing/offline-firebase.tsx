import type { ReactNode } from 'react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';

// A real Firestore instance that never connects (nothing here reads or writes): enough for what
// the SDK does locally, such as choosing a new document id.
const app = initializeApp({ apiKey: 'test', projectId: 'demo-unit-test', appId: 'test' }, 'offline-unit-test');
const firestore = getFirestore(app);

export function OfflineFirebase({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
