import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionContext, type Session } from './session-context';
import { signedOutSession } from '@/testing/render';
import { RequireAdmin } from './require-admin';

function renderGuard(session: Partial<Session>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/admin/login', element: <p>Admin sign-in page</p> },
      { path: '/admin', element: <RequireAdmin />, children: [{ path: 'bookings', element: <p>Bookings screen</p> }] },
    ],
    { initialEntries: ['/', '/admin/bookings'], initialIndex: 1 },
  );
  render(
    <SessionContext.Provider value={{ ...signedOutSession, ...session }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

const admin = { id: 'o1', name: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const customer = { id: 'c1', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' as const };

describe('RequireAdmin', () => {
  it('shows "Loading..." while auth is loading', () => {
    renderGuard({ loading: true });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Bookings screen')).not.toBeInTheDocument();
  });

  it('redirects a visitor to /admin/login, replacing the history entry', async () => {
    const router = renderGuard({});
    expect(await screen.findByText('Admin sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects a signed-in customer too', async () => {
    renderGuard({ customer });
    expect(await screen.findByText('Admin sign-in page')).toBeInTheDocument();
  });

  it('lets the admin through', () => {
    renderGuard({ admin });
    expect(screen.getByText('Bookings screen')).toBeInTheDocument();
  });
});
