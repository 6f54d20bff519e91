import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuth, useUser } from 'reactfire';
import { signInWithGoogle, signOutOfStudio } from './auth-actions';
import { deriveSession, type SessionState } from './session';

export type Session = SessionState & {
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

/** Auth state for the whole app, on reactfire's user observable. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { status, data: user } = useUser();
  const loading = status === 'loading';
  const session = useMemo<Session>(
    () => ({
      ...deriveSession(user, loading),
      signInWithGoogle: () => signInWithGoogle(auth),
      signOut: () => signOutOfStudio(auth),
    }),
    [auth, user, loading],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within <SessionProvider>');
  return session;
}
