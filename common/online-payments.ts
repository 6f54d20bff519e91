import { PARSING_LOCALE } from './locales';
import { instalmentLabel, nextDue } from './payment-schedule';
import type { PaymentSummary } from './payments';
import type { BookingCheckoutPart } from './schemas/online-payments';
import type { Instalment } from './schemas/payment-schedules';

// Paying online: the addresses the site and Stripe use, and the arithmetic both sides share.

/** Hosting rewrites to the functions (firebase.json): same origin, so the content security policy stays 'self'. */
export const onlinePaymentApi = {
  checkout: '/api/checkout',
  status: '/api/online-payments/status',
  webhook: '/api/stripe/webhook',
} as const;

/** Stripe's placeholder, replaced by the session's id in the success address. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** The query a return from Checkout carries: `?checkout=paid` or `?checkout=cancelled`. */
export const CHECKOUT_RETURN_PARAM = 'checkout';

type Owing = Pick<PaymentSummary, 'depositDue' | 'balance'>;

/** What is owed for the deposit (what is still missing of it) or the whole balance now. */
export function bookingAmountDue(summary: Owing, what: 'deposit' | 'balance'): number {
  return what === 'deposit' ? summary.depositDue : summary.balance;
}

/** True when the owner split the balance: then the customer pays instalment by instalment. */
export const isSplit = (schedule: readonly Pick<Instalment, 'id'>[] | undefined) =>
  (schedule ?? []).filter((instalment) => instalment.id !== 'deposit').length > 1;

/**
 * One instalment of a derived schedule, priced: what is left of it, or why nothing can be paid on
 * it (paid, waived, not in this schedule), in words for the customer.
 */
export function instalmentDue(schedule: readonly Instalment[], id: Instalment['id']): { owed: number } | { refused: string } {
  const instalment = schedule.find((i) => i.id === id);
  if (!instalment) return { refused: 'This booking has no such instalment.' };
  const label = instalmentLabel(id, schedule);
  if (instalment.status === 'waived') return { refused: `The studio waived the ${label.toLowerCase()}: nothing is due on it.` };
  const owed = instalment.amount - instalment.paid;
  return owed > 0 ? { owed } : { refused: `The ${label.toLowerCase()} is already paid.` };
}

/** What the customer pays next online, with its words: null when nothing is owed. */
type NextOnlinePayment = { what: BookingCheckoutPart; owed: number; label: string };

/**
 * The customer's next online payment: with a split balance, the next unpaid instalment of the
 * server's schedule; otherwise the deposit until it is covered, then the balance.
 */
export function nextOnlinePayment(summary: Owing, schedule?: readonly Instalment[]): NextOnlinePayment | null {
  if (schedule && isSplit(schedule)) {
    const next = nextDue(schedule) ?? nextUnpaid(schedule);
    return next && { what: next.instalment.id, owed: next.owed, label: instalmentLabel(next.instalment.id, schedule) };
  }
  if (summary.depositDue > 0) return { what: 'deposit', owed: summary.depositDue, label: 'Deposit' };
  return summary.balance > 0 ? { what: 'balance', owed: summary.balance, label: 'Balance' } : null;
}

/** The first unpaid, unwaived instalment even without a due date (a booking not yet confirmed). */
function nextUnpaid(schedule: readonly Instalment[]) {
  const instalment = schedule.find((i) => i.status !== 'waived' && i.paid < i.amount);
  return instalment ? { instalment, owed: instalment.amount - instalment.paid } : null;
}

/**
 * How many of Stripe's smallest units make one unit of `currency` (100 for USD, 1 for JPY).
 * Amounts here are whole units; Stripe counts in the smallest one.
 */
export function minorUnitsPer(currency: string): number {
  const digits = new Intl.NumberFormat(PARSING_LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}
