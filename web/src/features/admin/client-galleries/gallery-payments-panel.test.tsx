import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPayment } from '@common/schemas';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { GalleryPaymentsPanel } from './gallery-payments-panel';

// Issue 38: the owner's view of a gallery's ledger: extras and extensions with what each still
// holds, a refund recorded for a payment made outside Stripe (never above what is left), and the
// words when a refund in full made photos proofs again. The refund itself is the gallery
// function's (functions/test/integration/gallery-extension.test.ts).

const state = vi.hoisted(() => ({ ledger: [] as unknown[], refunds: [] as unknown[] }));
vi.mock('@/data/gallery-payments', () => ({
  useGalleryLedger: () => ({ status: 'success', data: state.ledger }),
  recordGalleryRefund: async (...args: unknown[]) => {
    state.refunds.push(args);
    return { recorded: true };
  },
}));

const STRIPE = { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' };
const entry = (over: Partial<GalleryPayment> & { id: string }) => ({
  galleryId: 'g1',
  userId: 'ada',
  kind: 'payment',
  amount: 30,
  method: 'card',
  receivedOn: '2026-11-20',
  note: '',
  photoIds: [],
  purpose: 'extras',
  adjusts: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ...over,
});
const panel = () =>
  renderWithSession(
    <ToastProvider>
      <GalleryPaymentsPanel galleryId="g1" />
    </ToastProvider>,
  );
const rows = () => screen.getAllByTestId('gallery-payment');

beforeEach(() => {
  state.ledger = [];
  state.refunds = [];
});

describe("a gallery's payments for the owner", () => {
  it('is hidden without payments', () => {
    panel();
    expect(screen.queryByRole('heading', { name: /Payments/ })).toBeNull();
  });

  it('lists extras and an extension; a card payment refunded in full says its photos are proofs again', () => {
    state.ledger = [
      entry({ id: 'a', photoIds: ['p1', 'p2'], stripe: STRIPE }),
      entry({
        id: 'e',
        amount: 20,
        purpose: 'extension',
        extension: { days: 14, from: '2026-11-01', until: '2026-12-04' },
        stripe: { ...STRIPE, paymentIntentId: 'pi_2' },
        createdAt: new Date('2026-11-21T10:00:00Z'),
      }),
      entry({ id: 'r', kind: 'refund', amount: -30, adjusts: 'a', stripe: { ...STRIPE, eventType: 'charge.refunded' } }),
    ];
    panel();
    expect(screen.getByRole('heading', { name: /Payments · \$20 net/ })).toBeVisible();
    expect(rows()[0]).toHaveTextContent('2 extra photos');
    expect(rows()[0]).toHaveTextContent('Refunded $30');
    expect(rows()[0]).toHaveTextContent('Refunded in full: its photos are proofs again.');
    expect(rows()[1]).toHaveTextContent(/^Downloads extended 14 days, until December 4, 2026/);
    // Card payments are refunded in Stripe, whose event records the refund here.
    expect(screen.queryByRole('button', { name: 'Record a refund' })).toBeNull();
  });

  it('records a refund of a transfer, refusing more than what is left next to the field', async () => {
    state.ledger = [
      entry({ id: 'slip-s1', method: 'bank-transfer', photoIds: ['p3'], amount: 15 }),
      entry({ id: 'refund-slip-s1-15', kind: 'refund', amount: -5, method: 'bank-transfer', adjusts: 'slip-s1' }),
    ];
    panel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record a refund' }));
    const form = screen.getByRole('form', { name: 'Record a refund' });
    const amount = within(form).getByRole('spinbutton', { name: /Amount refunded/ });
    expect(amount).toHaveValue(10);
    await user.clear(amount);
    await user.type(amount, '11');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByText(/At most \$10/)).toBeVisible();
    expect(state.refunds).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'Paid back by transfer');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    await vi.waitFor(() => expect(state.refunds).toEqual([['g1', 'slip-s1', 10, 'Paid back by transfer']]));
  });
});
