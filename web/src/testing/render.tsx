import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionContext, type Session } from '@/session/session-context';

export const signedOutSession: Session = {
  loading: false,
  user: null,
  customer: null,
  admin: null,
  returning: false,
  signInWithGoogle: async () => {},
  signOut: async () => {},
};

/** Renders with a router and a given session; no Firebase needed. */
export function renderWithSession(
  ui: ReactElement,
  { session = signedOutSession, route = '/' }: { session?: Partial<Session>; route?: string } = {},
) {
  const value = { ...signedOutSession, ...session };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper });
}
