import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Payment } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { ReceiptView } from './receipt-view';

// A booking payment's receipt page: how the money arrived in words (a card paid online through
// Stripe is not a card at the studio), and what the booking owes after it, with the sales tax
// when the studio adds it to its prices.

const stripe = { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' };
const receipt = vi.hoisted(() => ({ payment: null as unknown as Payment & { id: string } }));
const payment: Payment & { id: string } = {
  id: 'evt_1',
  bookingId: 'bk-1',
  userId: 'ada',
  kind: 'payment',
  amount: 792,
  method: 'card',
  receivedOn: '2026-11-21',
  note: '',
  reverses: null,
  overpaymentConfirmed: false,
  stripe,
  createdAt: new Date('2026-11-21T10:00:00Z'),
};
const booking = {
  id: 'bk-1',
  name: 'Ada Lovelace',
  packageName: 'Signature Wedding',
  packagePrice: 2400,
  packageDeposit: 720,
  paidTotal: 792,
  eventType: 'Wedding',
  eventDate: '2027-06-12',
} as Booking & { id: string };
vi.mock('@/data/payments', () => ({ usePayment: () => ({ status: 'success', data: receipt.payment, invalid: [] }) }));
vi.mock('@/data/bookings', () => ({ useBooking: () => ({ status: 'success', data: booking, invalid: [] }) }));

const cell = (term: string) => screen.getByRole('rowheader', { name: term }).nextElementSibling;

beforeEach(() => {
  receipt.payment = payment;
});

describe("a booking payment's receipt", () => {
  it('says a payment recorded by the Stripe webhook was paid online; a card at the studio says so', () => {
    const { unmount } = renderWithSession(<ReceiptView id="evt_1" />);
    expect(cell('Method')).toHaveTextContent('Card, paid online');
    unmount();
    receipt.payment = { ...payment, id: 'pay-2', stripe: undefined };
    renderWithSession(<ReceiptView id="pay-2" />);
    expect(cell('Method')).toHaveTextContent('Card at the studio');
  });

  it('with the sales tax added, the booking after it owes its price with the tax', () => {
    renderWithSession(<ReceiptView id="evt_1" />, { studio: testStudio({ salesTax: { mode: 'added', ratePercent: 10 } }) });
    expect(cell('Package price')).toHaveTextContent('$2,400');
    expect(cell('With sales tax')).toHaveTextContent('$2,640');
    expect(cell('Balance')).toHaveTextContent('$1,848');
  });
});
