import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, adminSetupPath } from '@common/paths';
import type { AllSettings } from '@common/schemas/settings';
import { toOwnerSettings } from '@/data/settings';
import { FirstRunSetup } from './first-run-setup';
import { settingsTemplate } from './settings-template';

const saved = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('@/data/settings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/settings')>()),
  useSaveSettings:
    () =>
    async (...args: unknown[]) => {
      saved.calls.push(args);
    },
}));
vi.mock('@/data/studio', () => ({ refreshPublicSettings: async () => {} }));

beforeEach(() => {
  saved.calls = [];
});

function renderSetup() {
  // An empty database: nothing stored, the template fills the form.
  const settings = toOwnerSettings([null, null, null], settingsTemplate('Europe/Paris'));
  const router = createMemoryRouter(
    [
      { path: adminSetupPath, element: <FirstRunSetup settings={settings} /> },
      { path: adminPaths.dashboard, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [adminSetupPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const step = () => screen.getByRole('listitem', { current: 'step' });

describe('FirstRunSetup', () => {
  it('walks through the four sections, checking each before the next, then saves and opens the dashboard', async () => {
    const user = userEvent.setup();
    const router = renderSetup();
    expect(step()).toHaveTextContent('1. Your studio');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing filled in yet: the studio's name is needed before anything else.
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(step()).toHaveTextContent('1. Your studio');
    expect(screen.getByLabelText('Studio name')).toHaveFocus();

    await user.paste('Atelier Lumière');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+33 1 42 68 53 00');
    await user.click(screen.getByLabelText('Address'));
    await user.paste('12 rue des Lilas, Paris');
    await user.click(screen.getByLabelText('Opening hours'));
    await user.paste('Tue–Sat, 10:00–18:00');
    await user.click(screen.getByLabelText('Area you serve (optional)'));
    await user.paste('Paris and Île-de-France');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toHaveTextContent('2. Money and time'));
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris');
    await user.selectOptions(screen.getByLabelText('Dates and numbers'), 'en-IE');
    await waitFor(() => expect(screen.getByLabelText('Weeks start on')).toHaveValue('monday'));
    expect(screen.getByLabelText('Deposit (% of a package’s price)')).toHaveValue(30);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toHaveTextContent('3. Paying by transfer'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toHaveTextContent('4. Policies'));
    await user.click(screen.getByRole('button', { name: 'Save and open the dashboard' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.dashboard));
    const [values, before] = saved.calls[0] as [AllSettings, unknown];
    expect(values).toMatchObject({
      name: 'Atelier Lumière',
      phone: '+33 1 42 68 53 00',
      areaServed: 'Paris and Île-de-France',
      timeZone: 'Europe/Paris',
      locale: 'en-IE',
      weekStart: 'monday',
      currency: 'USD',
    });
    expect(values.privacy).toContain('## Who we are');
    expect(before).toBeNull();
  });

  it('goes back a step without losing what was typed', async () => {
    const user = userEvent.setup();
    renderSetup();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByLabelText('Studio name'));
    await user.paste('Atelier');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+33 1 42 68 53 00');
    await user.click(screen.getByLabelText('Address'));
    await user.paste('Paris');
    await user.click(screen.getByLabelText('Opening hours'));
    await user.paste('Daily');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toHaveTextContent('2. Money and time'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Studio name')).toHaveValue('Atelier');
  });
});
