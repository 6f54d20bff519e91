import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { ContractSettingsSection } from './contract-settings-form';

// Settings → Contracts (settings/contracts): on or off, the hours a signature holds the day, the
// default template; saved on its own, whole.

const owner = vi.hoisted(() => ({
  stored: { enabled: false, holdHours: 72, defaultTemplateId: 'tpl-2', updatedAt: null as Date | null },
  saved: [] as unknown[],
}));
const ok = <T,>(data: T) => ({ status: 'success', data, invalid: [] });
vi.mock('@/data/contract-settings', () => ({
  useContractSettings: () => ok(owner.stored),
  useSaveContractSettings: () => async (values: unknown) => void owner.saved.push(values),
}));
vi.mock('@/data/contract-templates', () => ({
  useCurrentContractTemplates: () =>
    ok([
      { id: 'tpl-1', name: 'Portrait terms', version: 1 },
      { id: 'tpl-2', name: 'Wedding agreement', version: 3 },
    ]),
}));

beforeEach(() => {
  owner.stored = { enabled: false, holdHours: 72, defaultTemplateId: 'tpl-2', updatedAt: null };
  owner.saved = [];
});

const show = () =>
  renderWithSession(
    <ToastProvider>
      <ContractSettingsSection />
    </ToastProvider>,
  );

describe('Settings → Contracts', () => {
  it('shows the stored settings, the default template chosen among the current ones', () => {
    show();
    expect(screen.getByRole('switch', { name: /Ask customers to sign a contract/ })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Hold the day after signing/ })).toHaveValue(72);
    const select = screen.getByRole('combobox', { name: /Default contract/ });
    expect(select).toHaveValue('tpl-2');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'None',
      'Portrait terms (version 1)',
      'Wedding agreement (version 3)',
    ]);
    expect(screen.getByText('Not saved yet: contracts are off.')).toBeInTheDocument();
  });

  it('refuses a hold outside 1–336 hours, then saves contracts on with the hold and the default', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('switch', { name: /Ask customers to sign a contract/ }));
    const hours = screen.getByRole('spinbutton', { name: /Hold the day after signing/ });
    await user.clear(hours);
    await user.type(hours, '400');
    await user.click(screen.getByRole('button', { name: 'Save contract settings' }));
    expect(await screen.findByText('Enter 336 or less')).toBeInTheDocument();
    expect(owner.saved).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: 'Save contract settings' }));
    await waitFor(() => expect(owner.saved).toEqual([{ enabled: true, holdHours: 48, defaultTemplateId: 'tpl-2' }]));
  });

  it('warns when contracts are on with no default template', () => {
    owner.stored = { ...owner.stored, enabled: true, defaultTemplateId: '' };
    show();
    expect(screen.getByText(/With no default, only bookings of packages that name their own template/)).toHaveAttribute('role', 'status');
  });
});
