import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { dayIn } from '../../../common/days';
import { EXTENSION_RETURN } from '../../../common/gallery-extension';
import { CHECKOUT_RETURN_PARAM, CHECKOUT_SESSION_PLACEHOLDER, minorUnitsPer } from '../../../common/online-payments';
import { clientGalleryPath, paths } from '../../../common/paths';
import type { CheckoutRequest } from '../../../common/schemas/online-payments';
import type { Logger } from '../lib/logger';
import type { StudioRecord } from '../lib/studio';
import type { Payer } from '../galleries/gallery-extras';
import { amountDue } from './amount-due';
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
  extensionOrderId?: string;
};

const targetOf = (request: CheckoutRequest, due: { extrasOrderId?: string; extensionOrderId?: string }) =>
  request.kind === 'booking'
    ? { bookingId: request.bookingId, what: request.what }
    : request.kind === 'frame-order'
      ? { orderId: request.orderId }
      : request.kind === 'gallery-extension'
        ? { galleryId: request.galleryId, extensionOrderId: due.extensionOrderId ?? '' }
        : { galleryId: request.galleryId, extrasOrderId: due.extrasOrderId ?? '' };

/**
 * A Stripe Checkout Session for what the customer owes now. The idempotency key covers the
 * customer, the target, the amount and the ledger's last entry: a double click gets the same
 * session, and a payment recorded meanwhile makes the next click a new one.
 */
export async function createCheckoutSession(deps: CheckoutDeps, payer: string | Payer, request: CheckoutRequest): Promise<{ url: string }> {
  const who = typeof payer === 'string' ? { uid: payer } : payer;
  const { uid } = who;
  const { studio } = await deps.readStudio();
  const due = await amountDue(deps.db, who, request, dayIn(studio.timeZone, new Date()));
  const target = targetOf(request, due);
  const metadata: CheckoutMetadata = { kind: request.kind, uid, ...target };
  const back = (outcome: 'paid' | 'cancelled') => {
    const query = new URLSearchParams({ [CHECKOUT_RETURN_PARAM]: outcome });
    if (request.kind === 'gallery-extension') query.set(EXTENSION_RETURN.param, EXTENSION_RETURN.value);
    // A gallery's extras (or extension) return to the gallery, which unlocks them (reopens) when the webhook has recorded the payment.
    if (request.kind === 'gallery-extras' || request.kind === 'gallery-extension')
      return `${deps.site}${clientGalleryPath(request.galleryId)}?${query}`;
    if (request.kind === 'booking') query.set('booking', request.bookingId);
    else query.set('order', request.orderId);
    return `${deps.site}${paths.profile}?${query}${outcome === 'paid' ? `&session=${CHECKOUT_SESSION_PLACEHOLDER}` : ''}`;
  };
  // A gallery's extras or extension: one session per order, whoever of the people invited asks (the
  // order id covers the gallery and the photos, or the closing day; the ledger version, its round
  // and figures), so the same extras or extension are never open in two sessions at once.
  const idempotencyKey = createHash('sha256')
    .update(
      JSON.stringify(
        request.kind === 'gallery-extras' || request.kind === 'gallery-extension'
          ? [request.kind, due.extrasOrderId ?? due.extensionOrderId, due.ledgerVersion, due.amount, studio.currency]
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
