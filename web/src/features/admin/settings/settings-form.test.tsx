import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllSettings } from '@common/schemas/settings';
import { ToastProvider } from '@/components/ui/toast';
import { toOwnerSettings } from '@/data/settings';
import { libraryImage } from '@/testing/images';
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

const renderForm = (studio: Record<string, unknown> = stored) =>
  renderWithSession(
    <ToastProvider>
      <SettingsForm settings={toOwnerSettings([studio, null, { bankDetails: 'First Bay Bank', upiId: '', paymentNote: '' }], template)} />
    </ToastProvider>,
  );

const savedValues = async () => {
  await waitFor(() => expect(saved.calls).toHaveLength(1));
  return (saved.calls[0] as [AllSettings])[0];
};

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

  it('saves the area served and the locale; the week starts where the locale’s does until the owner chooses', async () => {
    const user = userEvent.setup();
    // Saved before the three existed: no area, the fallback locale and its week.
    renderForm();
    expect(screen.getByLabelText('Area you serve (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Dates and numbers')).toHaveValue('en-US');
    expect(screen.getByLabelText('Weeks start on')).toHaveValue('sunday');
    await user.click(screen.getByLabelText('Area you serve (optional)'));
    await user.paste('Manchester and the North West');
    await user.selectOptions(screen.getByLabelText('Dates and numbers'), 'en-GB');
    await waitFor(() => expect(screen.getByLabelText('Weeks start on')).toHaveValue('monday'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await savedValues()).toMatchObject({ areaServed: 'Manchester and the North West', locale: 'en-GB', weekStart: 'monday' });

    saved.calls = [];
    await user.selectOptions(screen.getByLabelText('Weeks start on'), 'sunday');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await savedValues()).toMatchObject({ locale: 'en-GB', weekStart: 'sunday' });
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

  it('keeps the home page photograph from the library whole (srcset, placeholder) when something else changes', async () => {
    const user = userEvent.setup();
    const heroImage = libraryImage;
    renderForm({ ...stored, heroImage });
    const photo = screen.getByRole('group', { name: 'Home page photograph (optional)' });
    expect(within(photo).getByRole('textbox', { name: 'Image address' })).toHaveValue(heroImage.src);
    expect(within(photo).getByText('From the media library, in sizes for every screen.')).toBeInTheDocument();
    await user.type(within(photo).getByRole('textbox', { name: /alt text/ }), ' on the cliff');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await savedValues()).heroImage).toEqual({ ...heroImage, alt: 'Vows at dusk on the cliff' });
  });

  it('saves no home page photograph when its address is cleared (the home page shows the drawing again)', async () => {
    const user = userEvent.setup();
    renderForm({ ...stored, heroImage: libraryImage });
    const photo = screen.getByRole('group', { name: 'Home page photograph (optional)' });
    await user.clear(within(photo).getByRole('textbox', { name: 'Image address' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const values = await savedValues();
    expect('heroImage' in values && values.heroImage !== undefined).toBe(false);
    expect(values.name).toBe('Style & Story');
  });

  it('saves settings that never had a home page photograph without one', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(
      within(screen.getByRole('group', { name: 'Home page photograph (optional)' })).getByRole('textbox', { name: 'Image address' }),
    ).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await savedValues()).heroImage).toBeUndefined();
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
