import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUtcDays, studioToday } from '@common/days';
import { TOO_FAR_BACK, earliestReceivedDay, type Booking } from '@common/schemas';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';

// Record a payment: the ledger (and the rules, isReceivedDay) take a day at most
// PAYMENT_BACKDATE_DAYS before the studio's today. The dialog says so by the field instead of
// sending what the rules refuse with a generic error.
const ledger = vi.hoisted(() => ({ recorded: [] as unknown[] }));
vi.mock('@/data/payments', () => ({
  useNewPaymentId: () => 'new-id',
  useRecordPayment: () => async (_id: string, _booking: unknown, values: unknown) => {
    ledger.recorded.push(values);
  },
  useReversePayment: () => async () => {},
}));
const { RecordPaymentDialog } = await import('./payment-dialogs');

const booking = {
  id: 'b1',
  name: 'Ada',
  packageName: 'Classic',
  eventDate: '2027-06-12',
  status: 'confirmed',
  packagePrice: 2400,
  packageDeposit: 720,
  paidTotal: 0,
  paymentStatus: 'unpaid',
  paymentMethod: 'cash',
} as Booking & { id: string };

beforeEach(() => {
  ledger.recorded = [];
});

const show = () =>
  renderWithSession(
    <ToastProvider>
      <RecordPaymentDialog booking={booking} suggested={720} onClose={() => {}} />
    </ToastProvider>,
  );
const receivedOn = () => screen.getByLabelText('Received on');

describe('recording a payment by hand', () => {
  it('offers no day before the earliest the ledger takes', () => {
    show();
    expect(receivedOn()).toHaveAttribute('min', earliestReceivedDay(studioToday()));
    expect(receivedOn()).toHaveAttribute('max', studioToday());
  });

  it('refuses a day further back, by the field, and records nothing', async () => {
    show();
    fireEvent.change(receivedOn(), { target: { value: addUtcDays(earliestReceivedDay(studioToday()), -1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(TOO_FAR_BACK)).toBeInTheDocument();
    expect(ledger.recorded).toEqual([]);
  });

  it('records the earliest day it takes', async () => {
    show();
    fireEvent.change(receivedOn(), { target: { value: earliestReceivedDay(studioToday()) } });
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await expect.poll(() => ledger.recorded).toHaveLength(1);
  });
});
