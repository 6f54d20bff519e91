import type { PaymentSummary } from './payments';
import type { BookingCheckoutPart } from './schemas/online-payments';

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

/** What is owed for that part of a booking now: the deposit still missing, or the whole balance. */
export function bookingAmountDue(summary: Pick<PaymentSummary, 'depositDue' | 'balance'>, what: BookingCheckoutPart): number {
  return what === 'deposit' ? summary.depositDue : summary.balance;
}

/** Which part the customer pays next: the deposit until it is covered, then the balance; null when nothing is owed. */
export function nextOnlinePayment(summary: Pick<PaymentSummary, 'depositDue' | 'balance'>): BookingCheckoutPart | null {
  if (summary.depositDue > 0) return 'deposit';
  return summary.balance > 0 ? 'balance' : null;
}

/**
 * How many of Stripe's smallest units make one unit of `currency` (100 for USD, 1 for JPY).
 * Amounts here are whole units; Stripe counts in the smallest one.
 */
export function minorUnitsPer(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}
