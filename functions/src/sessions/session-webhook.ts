import type Stripe from 'stripe';
import { minorUnitsPer } from '../../../common/online-payments';
import type { Logger } from '../lib/logger';
import type { Firestore } from 'firebase-admin/firestore';
import { bookPaidSession } from './claim-session';

// A session's deposit paid through Stripe Checkout (metadata kind 'session'): the webhook turns the
// hold into the booking (claim-session.ts, bookPaidSession). Null for every other event, which the
// ledger's webhook records as before.

export async function sessionWebhook(
  deps: { db: Firestore; logger: Logger },
  event: Stripe.Event,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
  const session = event.data.object;
  if (session.metadata?.kind !== 'session' || !session.metadata.bookingId) return null;
  if (session.payment_status !== 'paid') return { status: 200, body: { received: true, outcome: 'ignored', eventId: event.id } };
  const bookingId = session.metadata.bookingId;
  const amount = Math.round((session.amount_total ?? 0) / minorUnitsPer((session.currency ?? 'usd').toUpperCase()));
  const outcome = await bookPaidSession({ ...deps, now: Date.now }, bookingId, amount);
  if (outcome === 'unknown') {
    deps.logger.error('Stripe event for a session booking this site does not know: refused', { eventId: event.id, bookingId });
    return { status: 400, body: { error: 'Unknown session booking', eventId: event.id } };
  }
  if (outcome === 'expired')
    deps.logger.error('Session deposit paid after its hold ended: not booked, the payment is for the studio to refund', {
      eventId: event.id,
      bookingId,
      amount,
      paymentIntent: session.payment_intent,
    });
  else deps.logger.info(`Session deposit ${outcome}`, { eventId: event.id, bookingId });
  return { status: 200, body: { received: true, outcome, eventId: event.id } };
}
