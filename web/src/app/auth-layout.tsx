import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadAuth } from '@/session/session-store';

/** The admin sign-in: it must know the session, and needs no Firestore. */
export function AuthLayout() {
  useEffect(() => {
    loadAuth().catch((error) => console.error('Could not load sign-in', error));
  }, []);
  return <Outlet />;
}
