import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { adminPaths, adminSetupPath } from '@common/paths';
import { FirstRunGate } from './first-run-gate';

const read = vi.hoisted(() => ({ result: { status: 'loading' } as unknown }));
vi.mock('@/data/settings', () => ({ useOwnerSettings: () => read.result }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: adminSetupPath, element: <h1>Set up your studio</h1> },
      { element: <FirstRunGate />, children: [{ path: adminPaths.dashboard, element: <h1>Dashboard</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FirstRunGate', () => {
  it('takes the owner of an empty database to the setup before any admin screen', async () => {
    read.result = { status: 'success', data: { saved: false } };
    const router = renderAt(adminPaths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Set up your studio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminSetupPath);
  });

  it('lets the screen show once the settings are saved', async () => {
    read.result = { status: 'success', data: { saved: true } };
    renderAt(adminPaths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('does not lock the admin when the settings cannot be read', async () => {
    read.result = { status: 'error', error: new Error('offline') };
    renderAt(adminPaths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
