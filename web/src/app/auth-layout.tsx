import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadAuth } from '@/session/session-store';

/** The admin sign-in and the account pages: they must know the session; what needs Firestore brings it. */
export function AuthLayout() {
  useEffect(() => {
    loadAuth().catch((error) => console.error('Could not load sign-in', error));
  }, []);
  return <Outlet />;
}
