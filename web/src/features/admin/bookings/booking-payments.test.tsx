import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Payment } from '@common/schemas';
import { renderWithSession } from '@/testing/render';

// The owner's ledger on a booking: an entry recorded by hand can be reversed; one that Stripe's
// event wrote cannot (the rules refuse it too): its money goes back through a refund in Stripe.

const ledger = vi.hoisted(() => ({ entries: [] as (Payment & { id: string })[] }));
vi.mock('@/data/payments', () => ({
  useBookingPayments: () => ({ status: 'success', data: ledger.entries, invalid: [] }),
  useNewPaymentId: () => 'new-id',
  useRecordPayment: () => async () => {},
  useReversePayment: () => async () => {},
}));
const { BookingPayments } = await import('./booking-payments');

const booking = {
  id: 'b1',
  status: 'confirmed',
  packagePrice: 2400,
  packageDeposit: 720,
  paidTotal: 1000,
  paymentStatus: 'deposit-paid',
} as Booking & { id: string };

const entry = (id: string, over: Partial<Payment> = {}): Payment & { id: string } => ({
  id,
  bookingId: 'b1',
  userId: 'u1',
  kind: 'payment',
  amount: 500,
  method: 'card',
  receivedOn: '2026-11-02',
  note: '',
  reverses: null,
  overpaymentConfirmed: false,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  ...over,
});
const stripe = { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' };

beforeEach(() => {
  ledger.entries = [entry('at-studio'), entry('online', { stripe })];
});

const rows = () => within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem');

describe("the owner's payment history", () => {
  it('offers to reverse an entry recorded by hand, and sends a payment made online to Stripe for its refund', () => {
    renderWithSession(<BookingPayments booking={booking} />);
    const [atStudio, online] = rows();
    expect(within(atStudio).getByRole('button', { name: 'Reverse the $500 entry' })).toBeInTheDocument();
    expect(within(atStudio).queryByText('Refund in Stripe')).not.toBeInTheDocument();
    expect(within(online).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    expect(within(online).getByText('Refund in Stripe')).toBeInTheDocument();
  });
});
