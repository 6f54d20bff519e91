import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { deriveSession, type SessionState } from './session';
import { getSessionSnapshot, loadAuth, PRERENDERED_SESSION, subscribeToSession } from './session-store';

export type Session = SessionState & {
  /** Signed in on this browser the last time: Auth is loading to say who. */
  returning: boolean;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
};

/** @internal Exported for its tests only. */
export const SessionContext = createContext<Session | null>(null);

const signInWithGoogle = async () => (await loadAuth()).signInWithGoogle();
const signOut = async () => (await loadAuth()).signOut();

/** Auth state for the whole app. Hydration starts from the prerendered (unresolved) session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribeToSession, getSessionSnapshot, () => PRERENDERED_SESSION);
  const session = useMemo<Session>(
    () => ({ ...deriveSession(snapshot.user, !snapshot.resolved), returning: snapshot.returning, signInWithGoogle, signOut }),
    [snapshot],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within <SessionProvider>');
  return session;
}
