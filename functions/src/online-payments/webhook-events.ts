import type Stripe from 'stripe';
import { minorUnitsPer } from '../../../common/online-payments';

// What a Stripe event means for the ledger, decided without touching Firestore (unit-tested).
// Amounts are turned from Stripe's smallest units into the whole units the ledger keeps.

export type PaymentTarget =
  | { kind: 'booking'; bookingId: string }
  | { kind: 'frame-order'; orderId: string }
  /** Issue 38: a gallery's extra photos, the order (galleryExtraOrders) naming them. */
  | { kind: 'gallery-extras'; galleryId: string; extrasOrderId: string }
  /** Issue 38: an extension of a gallery's closed downloads, the order (galleryExtensionOrders) naming it. */
  | { kind: 'gallery-extension'; galleryId: string; extensionOrderId: string };

export type WebhookIntent =
  | { action: 'ignore'; reason: string }
  /** Money in for a booking or order named in the session's metadata. */
  | { action: 'payment'; target: PaymentTarget; amount: number; sessionId: string; paymentIntentId: string; note: string }
  /**
   * Money back on an earlier online payment, found by its payment intent. `refundedTotal`: a
   * refund event carries the charge's refunds so far, so the entry is what is not yet recorded;
   * otherwise `amount` is this event's own (a dispute withdraws it; a won dispute returns it).
   */
  | { action: 'adjust'; paymentIntentId: string; kind: 'payment' | 'refund'; amount?: number; refundedTotal?: number; note: string };

const units = (minor: number, currency: string) => Math.round(minor / minorUnitsPer(currency.toUpperCase()));
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? ''));

function targetOf(metadata: Stripe.Metadata | null): PaymentTarget | null {
  if (metadata?.kind === 'booking' && metadata.bookingId) return { kind: 'booking', bookingId: metadata.bookingId };
  if (metadata?.kind === 'frame-order' && metadata.orderId) return { kind: 'frame-order', orderId: metadata.orderId };
  if (metadata?.kind === 'gallery-extras' && metadata.galleryId && metadata.extrasOrderId)
    return { kind: 'gallery-extras', galleryId: metadata.galleryId, extrasOrderId: metadata.extrasOrderId };
  if (metadata?.kind === 'gallery-extension' && metadata.galleryId && metadata.extensionOrderId)
    return { kind: 'gallery-extension', galleryId: metadata.galleryId, extensionOrderId: metadata.extensionOrderId };
  return null;
}

function sessionPaid(session: Stripe.Checkout.Session): WebhookIntent {
  // A bank debit completes the session before the money arrives: async_payment_succeeded records it then.
  if (session.payment_status !== 'paid') return { action: 'ignore', reason: `session not paid yet (${session.payment_status})` };
  const target = targetOf(session.metadata);
  if (!target) return { action: 'ignore', reason: 'session without a booking or order of this site' };
  const amount = units(session.amount_total ?? 0, session.currency ?? 'usd');
  if (amount <= 0) return { action: 'ignore', reason: 'session of no amount' };
  return {
    action: 'payment',
    target,
    amount,
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    note: 'Paid online by card (Stripe)',
  };
}

/** A dispute withdraws its amount (a refund entry); a won one returns it (a payment entry). */
const disputeEntry = (dispute: Stripe.Dispute, kind: 'payment' | 'refund', note: string): WebhookIntent => ({
  action: 'adjust',
  paymentIntentId: idOf(dispute.payment_intent),
  kind,
  amount: units(dispute.amount, dispute.currency),
  note,
});

/** The Stripe events that can write a ledger entry (intentOf ignores every other type): Reports finds the online card money by them. */
export const LEDGER_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const satisfies readonly Stripe.Event.Type[];

export function intentOf(event: Stripe.Event): WebhookIntent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(event.data.object);
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        action: 'adjust',
        paymentIntentId: idOf(charge.payment_intent),
        kind: 'refund',
        refundedTotal: units(charge.amount_refunded, charge.currency),
        note: 'Refunded online (Stripe)',
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return disputeEntry(dispute, 'refund', `Card dispute opened (${dispute.reason}): Stripe holds the amount until it is settled`);
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      if (dispute.status !== 'won') return { action: 'ignore', reason: `dispute closed as ${dispute.status}: the amount stays withdrawn` };
      return disputeEntry(dispute, 'payment', 'Card dispute won: Stripe returned the amount');
    }
    default:
      return { action: 'ignore', reason: `event type ${event.type} is not one this site records` };
  }
}
