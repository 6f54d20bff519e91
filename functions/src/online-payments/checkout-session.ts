import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { CHECKOUT_RETURN_PARAM, CHECKOUT_SESSION_PLACEHOLDER, minorUnitsPer } from '../../../common/online-payments';
import { clientGalleryPath, paths } from '../../../common/paths';
import type { CheckoutRequest } from '../../../common/schemas/online-payments';
import type { Logger } from '../lib/logger';
import type { StudioRecord } from '../lib/studio';
import { amountDue, type Payer } from './amount-due';
import type { StripeApi } from './stripe-client';

interface CheckoutDeps {
  db: Firestore;
  stripe: StripeApi;
  logger: Logger;
  /** The site's public address, without a trailing slash. */
  site: string;
  readStudio: () => Promise<StudioRecord>;
}

/** The metadata Stripe keeps on the session and its payment, read back by the webhook. */
type CheckoutMetadata = {
  kind: CheckoutRequest['kind'];
  uid: string;
  bookingId?: string;
  what?: string;
  orderId?: string;
  galleryId?: string;
  extrasOrderId?: string;
};

const targetOf = (request: CheckoutRequest, extrasOrderId = '') =>
  request.kind === 'booking'
    ? { bookingId: request.bookingId, what: request.what }
    : request.kind === 'frame-order'
      ? { orderId: request.orderId }
      : { galleryId: request.galleryId, extrasOrderId };

/**
 * A Stripe Checkout Session for what the customer owes now. The idempotency key covers the
 * customer, the target, the amount and the ledger's last entry: a double click gets the same
 * session, and a payment recorded meanwhile makes the next click a new one.
 */
export async function createCheckoutSession(deps: CheckoutDeps, payer: string | Payer, request: CheckoutRequest): Promise<{ url: string }> {
  const who = typeof payer === 'string' ? { uid: payer } : payer;
  const { uid } = who;
  const due = await amountDue(deps.db, who, request);
  const { studio } = await deps.readStudio();
  const target = targetOf(request, due.extrasOrderId);
  const metadata: CheckoutMetadata = { kind: request.kind, uid, ...target };
  const back = (outcome: 'paid' | 'cancelled') => {
    const query = new URLSearchParams({ [CHECKOUT_RETURN_PARAM]: outcome });
    // A gallery's extras return to the gallery, which unlocks them when the webhook has recorded the payment.
    if (request.kind === 'gallery-extras') return `${deps.site}${clientGalleryPath(request.galleryId)}?${query}`;
    if (request.kind === 'booking') query.set('booking', request.bookingId);
    else query.set('order', request.orderId);
    return `${deps.site}${paths.profile}?${query}${outcome === 'paid' ? `&session=${CHECKOUT_SESSION_PLACEHOLDER}` : ''}`;
  };
  // A gallery's extras: one session per order, whoever of the people invited asks (the order id
  // covers the gallery, the photos, the price and what was paid), so the same extras are never
  // open in two sessions at once.
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify(
        request.kind === 'gallery-extras'
          ? ['gallery-extras', due.extrasOrderId, due.amount, studio.currency]
          : [uid, request, due.amount, studio.currency, due.ledgerVersion],
      ),
    )
    .digest('hex');
  const session = await deps.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: studio.currency.toLowerCase(),
            unit_amount: due.amount * minorUnitsPer(studio.currency),
            product_data: { name: due.description },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata, description: due.description },
      client_reference_id: uid,
      success_url: back('paid'),
      cancel_url: back('cancelled'),
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe returned no address for the session ${session.id}`);
  deps.logger.info('Checkout session created', { sessionId: session.id, ...target, amount: due.amount, currency: studio.currency });
  return { url: session.url };
}
