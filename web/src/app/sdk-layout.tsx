import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadAuth } from '@/session/session-store';
import { FirebaseSdkProviders } from '@/firebase/sdk-providers';

/** The admin routes: the session must be known, and every screen reads and writes Firestore. */
export function SdkLayout() {
  useEffect(() => {
    loadAuth().catch((error) => console.error('Could not load sign-in', error));
  }, []);
  return (
    <FirebaseSdkProviders>
      <Outlet />
    </FirebaseSdkProviders>
  );
}
