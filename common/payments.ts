import { NO_SALES_TAX, withSalesTax, type SalesTax } from './sales-tax';
import type { PaymentStatus } from './schemas/orders';
import type { PaymentChannel, PaymentKind } from './schemas/payments';

// The payment arithmetic, shared by the Cloud Function that derives a booking's figures and the
// pages that explain them. Whole dollars throughout.

/**
 * The studio's deposit on a catalogue package (`percent` of its price, settings/studio), in whole
 * units rounded down, and what is left after it. Rounded down because the rules compute the same
 * number with integer division (`packagePrice * depositPercent / 100` in isCataloguePackage), and
 * the two must agree exactly. A booking keeps the deposit it was made with (`packageDeposit`);
 * this is for a package not yet booked.
 */
export function depositSplit(price: number, percent: number) {
  const deposit = Math.floor((price * percent) / 100);
  return { deposit, balance: price - deposit };
}

export type LedgerEntry = { id: string; kind: PaymentKind; amount: number; reverses: string | null };

export type PaymentSummary = {
  /** Net amount received: payments minus refunds, reversals applied. */
  paidTotal: number;
  /** Refunds still standing (a reversed refund no longer counts). */
  refunded: number;
  paymentStatus: PaymentStatus;
  deposit: number;
  /** What is still owed on the package; 0 once paid in full. */
  balance: number;
  /** What is still owed before the deposit is covered; 0 once it is. */
  depositDue: number;
};

/**
 * What a booking's customer owes in all and for the deposit: its price and deposit (the booking's
 * snapshot), with the sales tax on top when the studio adds it to its prices.
 */
export function owedOn(booking: { packagePrice: number; packageDeposit: number }, tax: SalesTax = NO_SALES_TAX) {
  return { price: withSalesTax(booking.packagePrice, tax), deposit: withSalesTax(booking.packageDeposit, tax) };
}

/**
 * The figures the server stores on a booking (functions payments/derive-totals.ts): what it owes in
 * all with the tax (owedTotal, which Reports sums), and what its ledger says is paid and where
 * that leaves it. Deriving them together keeps the status and owedTotal from ever disagreeing.
 * `storedPaid`: the booking's paidTotal as the ledger's trigger last set it, for the derivations
 * that no ledger entry started (a new request, a confirmation, a change of the tax): it stands,
 * and only what is owed and the status follow.
 */
export function bookingTotals(
  booking: { packagePrice: number; packageDeposit: number },
  tax: SalesTax,
  entries: readonly LedgerEntry[],
  storedPaid?: number,
): { owedTotal: number; paidTotal: number; paymentStatus: PaymentStatus; summary: PaymentSummary } {
  const owed = owedOn(booking, tax);
  const summary = summarisePayments(owed.price, owed.deposit, entries);
  const paidTotal = storedPaid ?? summary.paidTotal;
  return { owedTotal: owed.price, paidTotal, paymentStatus: statusOf(owed.price, owed.deposit, paidTotal, summary.refunded), summary };
}

/** What a frame order's customer owes: the frames' price, with the sales tax on top when the studio adds it to its prices. */
export const frameOrderOwed = (order: { unitPrice: number; quantity: number }, tax: SalesTax = NO_SALES_TAX) =>
  withSalesTax(order.unitPrice * order.quantity, tax);

/**
 * The figures of a booking at `price` with its `deposit` (the booking's own snapshot,
 * `packageDeposit`: a custom package has the deposit its owner chose), from all its ledger entries
 * (in any order).
 */
export function summarisePayments(price: number, deposit: number, entries: readonly LedgerEntry[]): PaymentSummary {
  const reversed = new Set(entries.flatMap((e) => (e.kind === 'reversal' && e.reverses ? [e.reverses] : [])));
  const standing = entries.filter((e) => e.kind !== 'reversal' && !reversed.has(e.id));
  const paidTotal = standing.reduce((sum, e) => sum + e.amount, 0);
  const refunded = standing.filter((e) => e.kind === 'refund').reduce((sum, e) => sum - e.amount, 0);
  return {
    paidTotal,
    refunded,
    paymentStatus: statusOf(price, deposit, paidTotal, refunded),
    deposit,
    ...dueOn({ price, deposit }, paidTotal),
  };
}

/** What is left to pay of the price and of the deposit once `paid` is in (never below zero). */
export const dueOn = (owed: { price: number; deposit: number }, paid: number) => ({
  balance: Math.max(owed.price - paid, 0),
  depositDue: Math.max(owed.deposit - paid, 0),
});

function statusOf(price: number, deposit: number, paid: number, refunded: number): PaymentStatus {
  // An overpayment handed back still leaves the booking paid in full.
  if (paid > 0 && paid >= price) return 'paid';
  if (refunded > 0) return 'refunded';
  if (paid <= 0) return 'unpaid';
  if (paid >= deposit) return 'deposit-paid';
  return 'part-paid';
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part paid',
  'deposit-paid': 'Deposit paid',
  paid: 'Paid in full',
  refunded: 'Refunded',
};

export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  card: 'Card at the studio',
};

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { payment: 'Payment', refund: 'Refund', reversal: 'Reversal' };

/** How an entry's money arrived, in words: an entry the Stripe webhook wrote says it was paid online. */
export const paymentMethodLabel = (entry: { method: PaymentChannel; stripe?: unknown }) =>
  entry.stripe ? 'Card, paid online' : PAYMENT_CHANNEL_LABELS[entry.method];
