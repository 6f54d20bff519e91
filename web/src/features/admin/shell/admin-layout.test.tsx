import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionContext } from '@/session/session-context';
import { signedOutSession } from '@/testing/render';
import { AdminLayout } from './admin-layout';

function renderAdmin(signOut = vi.fn(async () => {})) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>Admin sign-in page</p> },
      {
        element: <AdminLayout />,
        children: [
          { path: '/admin/dashboard', element: <h1>Dashboard</h1> },
          { path: '/admin/bookings', element: <h1>Bookings</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  const admin = { id: 'o1', name: 'Studio Owner', email: 'owner@example.com', role: 'admin' as const };
  render(
    <SessionContext.Provider value={{ ...signedOutSession, admin, signOut }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return { router, signOut };
}

describe('AdminLayout on a small screen', () => {
  it('opens the slide-in menu (w-72) and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const menu = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(menu.className).toContain('w-72');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('closes the menu when a section is chosen, and shows that section', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Admin menu' })).getByRole('link', { name: 'Bookings' }));
    expect(router.state.location.pathname).toBe('/admin/bookings');
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('closes the menu on a click on the overlay', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });
});

describe('AdminLayout logout', () => {
  it('signs out and goes to /admin/login', async () => {
    const user = userEvent.setup();
    const { router, signOut } = renderAdmin();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
