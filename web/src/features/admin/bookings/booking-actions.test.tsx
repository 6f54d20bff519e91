import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Contract } from '@common/schemas';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { BookingActions } from './booking-actions';

// Confirming by hand (docs/contracts.md): with contracts on, the dialog says what is missing and
// asks "Confirm anyway"; with contracts off, or nothing missing, it is the confirmation as before.

const owner = vi.hoisted(() => ({
  enabled: true,
  contract: null as Partial<Contract> | null,
  confirmed: [] as string[],
  loading: false,
}));
const ok = <T,>(data: T) => (owner.loading ? { status: 'loading' } : { status: 'success', data, invalid: [] });
vi.mock('@/data/contract-settings', () => ({
  useContractSettings: () => ok({ enabled: owner.enabled, holdHours: 72, defaultTemplateId: '', updatedAt: null }),
}));
vi.mock('@/data/contracts', () => ({ useContract: () => ok(owner.contract) }));
vi.mock('@/data/bookings', () => ({
  useConfirmBooking: () => async (id: string) => void owner.confirmed.push(id),
  useDeclineBooking: () => async () => {},
  useCompleteBooking: () => async () => {},
  useCancelBookingAsStudio: () => async () => {},
}));
vi.mock('./reschedule-step', () => ({ RescheduleStep: () => null }));

beforeEach(() => Object.assign(owner, { enabled: true, contract: null, confirmed: [], loading: false }));

const booking = {
  id: 'b1',
  name: 'Alex Morgan',
  status: 'pending',
  eventDate: '2027-06-12',
  eventType: 'Wedding',
  paymentStatus: 'unpaid',
  packageDeposit: 1200,
  paidTotal: 0,
} as Booking & { id: string };

async function openConfirm(row = booking) {
  renderWithSession(
    <ToastProvider>
      <BookingActions booking={row} clashes={0} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  return screen.getByRole('dialog');
}

describe('confirming a booking by hand', () => {
  it('with contracts on, lists what is missing and confirms only on “Confirm anyway”', async () => {
    const dialog = await openConfirm();
    expect(dialog).toHaveAccessibleName('Confirm without everything?');
    const missing = within(dialog).getByRole('list', { name: 'Still missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No contract has been sent.', 'The deposit of $1,200 is not paid.']);
    expect(owner.confirmed).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm anyway' }));
    await waitFor(() => expect(owner.confirmed).toEqual(['b1']));
  });

  it('a signed contract whose hold is on the day says the hold becomes the lock', async () => {
    owner.contract = {
      signature: {} as Contract['signature'],
      hold: { day: '2027-06-12', until: new Date('2027-01-14T09:30:00Z'), state: 'held' },
    };
    const dialog = await openConfirm();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The deposit of $1,200 is not paid.']);
    expect(dialog).toHaveTextContent('is held for this booking’s signed contract; the hold becomes the lock');
  });

  it('cannot be confirmed while the contract and the settings are still being read (a quick click would skip the question)', async () => {
    owner.loading = true;
    const dialog = await openConfirm();
    const button = within(dialog).getByRole('button', { name: 'Confirm and take the date' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(owner.confirmed).toEqual([]);
  });

  it('with contracts off, asks as before', async () => {
    owner.enabled = false;
    const dialog = await openConfirm();
    expect(dialog).toHaveAccessibleName('Confirm this booking?');
    expect(within(dialog).queryByRole('list', { name: 'Still missing' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and take the date' }));
    await waitFor(() => expect(owner.confirmed).toEqual(['b1']));
  });

  it('with contracts on and nothing missing, asks as before', async () => {
    owner.contract = { signature: {} as Contract['signature'] };
    const dialog = await openConfirm({ ...booking, paymentStatus: 'deposit-paid', paidTotal: 1200 });
    expect(dialog).toHaveAccessibleName('Confirm this booking?');
    expect(within(dialog).getByRole('button', { name: 'Confirm and take the date' })).toBeInTheDocument();
  });
});
