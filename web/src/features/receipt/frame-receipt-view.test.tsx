import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FrameOrder } from '@common/schemas';
import type { FramePayment } from '@common/schemas/online-payments';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { FrameReceiptView } from './frame-receipt-view';

// A frame order's online payment's receipt page: what was paid, how, for which order, and the tax
// within it only when the studio charges one.

const payment: FramePayment & { id: string } = {
  id: 'evt_1',
  orderId: 'fo-1',
  userId: 'grace',
  kind: 'payment',
  amount: 520,
  method: 'card',
  receivedOn: '2026-11-21',
  note: 'Paid online by card (Stripe)',
  stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
  createdAt: new Date('2026-11-21T10:00:00Z'),
};
const order = {
  id: 'fo-1',
  name: 'Grace Hopper',
  quantity: 2,
  frameName: 'Oak Classic',
  size: '16×20 in',
  unitPrice: 260,
} as FrameOrder & {
  id: string;
};
vi.mock('@/data/online-payments', () => ({ useFramePayment: () => ({ status: 'success', data: payment, invalid: [] }) }));
vi.mock('@/data/frame-orders', () => ({ useFrameOrder: () => ({ status: 'success', data: order, invalid: [] }) }));

const cell = (term: string) => screen.getByRole('rowheader', { name: term }).nextElementSibling;

describe("a frame order's receipt", () => {
  it('shows the payment and the order it paid, printable', () => {
    renderWithSession(<FrameReceiptView id="evt_1" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(cell('Receipt number')).toHaveTextContent('evt_1');
    expect(cell('Method')).toHaveTextContent('Card, paid online');
    expect(cell('Amount')).toHaveTextContent('$520');
    expect(cell('Frame order')).toHaveTextContent('2 × Oak Classic, 16×20 in (ref. fo-1)');
    expect(cell('Order total')).toHaveTextContent('$520');
    expect(screen.queryByText(/Sales tax/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('shows the tax within the payment when the studio charges one', () => {
    renderWithSession(<FrameReceiptView id="evt_1" />, { studio: testStudio({ salesTax: { mode: 'added', ratePercent: 8 } }) });
    expect(cell('Sales tax (8%, added to the price)')).toHaveTextContent('$38.52');
    // The order owes its price with the tax: $520 + 8% = $562.
    expect(cell('Order total')).toHaveTextContent('$520');
    expect(cell('With sales tax')).toHaveTextContent('$562');
  });
});
