import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllSettings } from '@common/schemas/settings';
import { ToastProvider } from '@/components/ui/toast';
import { toOwnerSettings } from '@/data/settings';
import { renderWithSession } from '@/testing/render';
import { SettingsForm } from './settings-form';
import { settingsTemplate } from './settings-template';

const saved = vi.hoisted(() => ({ calls: [] as unknown[][], refreshed: 0 }));
vi.mock('@/data/settings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/settings')>()),
  useSaveSettings:
    () =>
    async (...args: unknown[]) => {
      saved.calls.push(args);
    },
}));
vi.mock('@/data/studio', () => ({ refreshPublicSettings: async () => void (saved.refreshed += 1) }));

beforeEach(() => {
  saved.calls = [];
  saved.refreshed = 0;
});

const template = settingsTemplate('America/Los_Angeles');
const stored = {
  name: 'Style & Story',
  tagline: '',
  email: 'hello@styleandstory.studio',
  phone: '+1 (415) 555-0142',
  address: '218 Alder Lane',
  hours: 'Tue–Sat',
  social: { instagram: '', facebook: '', pinterest: '', tiktok: '', youtube: '' },
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  depositPercent: 30,
  updatedAt: new Date('2026-11-01T09:00:00Z'),
};

const renderForm = () =>
  renderWithSession(
    <ToastProvider>
      <SettingsForm settings={toOwnerSettings([stored, null, { bankDetails: 'First Bay Bank', upiId: '', paymentNote: '' }], template)} />
    </ToastProvider>,
  );

describe('SettingsForm', () => {
  it('saves a new name and phone with everything else as it was, then refreshes what the site shows', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Studio name');
    await user.clear(name);
    await user.paste('Atelier Lumière');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.paste('+33 1 42 68 53 00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    const [values] = saved.calls[0] as [AllSettings];
    expect(values).toMatchObject({
      name: 'Atelier Lumière',
      phone: '+33 1 42 68 53 00',
      depositPercent: 30,
      bankDetails: 'First Bay Bank',
    });
    expect(values.payment).toBe(template.payment);
    expect(saved.refreshed).toBe(1);
    expect(await screen.findByText(/Settings saved/)).toBeInTheDocument();
  });

  it('refuses a deposit over 100% and a contact email without @, saying why, and saves nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const deposit = screen.getByLabelText('Deposit (% of a package’s price)');
    await user.clear(deposit);
    await user.type(deposit, '120');
    const email = screen.getByLabelText('Contact email');
    await user.clear(email);
    await user.paste('hello.studio');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(saved.calls).toEqual([]);
  });

  it('edits the policies one at a time, with a preview that fills in the studio’s settings', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Terms of service' }));
    expect(screen.getByRole('button', { name: 'Terms of service' })).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('The agreement between you and Style & Story');
    expect(preview).not.toHaveTextContent('{#');
  });
});
