import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadAuth } from '@/session/session-store';
import { FirebaseSdkProviders } from '@/firebase/sdk-providers';

/** The account and admin routes: the session must be known, and their data is the customer's own. */
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
