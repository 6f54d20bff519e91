import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StudioSettings } from '@common/schemas/settings';
import { StudioContext } from '@/lib/studio-context';
import { SessionContext, type Session } from '@/session/session-context';
import { testStudio } from './studio';

export const signedOutSession: Session = {
  loading: false,
  user: null,
  customer: null,
  admin: null,
  returning: false,
  signInWithGoogle: async () => {},
  signOut: async () => {},
};

/** Renders with a router, a given session and the studio's settings (testStudio() unless given); no Firebase needed. */
export function renderWithSession(
  ui: ReactElement,
  {
    session = signedOutSession,
    route = '/',
    studio = testStudio(),
  }: { session?: Partial<Session>; route?: string; studio?: StudioSettings | null } = {},
) {
  const value = { ...signedOutSession, ...session };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <StudioContext.Provider value={studio}>
        <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
      </StudioContext.Provider>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper });
}
