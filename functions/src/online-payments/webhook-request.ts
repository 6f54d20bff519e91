import type Stripe from 'stripe';
import { sessionWebhook } from '../sessions/session-webhook';
import { recordWebhookEvent, type WebhookDeps } from './record-webhook';

interface WebhookRequest {
  method: string;
  /** The body exactly as it arrived: the signature covers these bytes, not a re-serialised JSON. */
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Verifies Stripe's signature on the raw body, then records the event. Unsigned or wrongly signed:
 * 400, logged, nothing written. An event for a booking we do not have: 400 too (Stripe shows the
 * failed delivery in its dashboard). Event types we do not record: 200, nothing written.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps & { stripe: Pick<Stripe, 'webhooks'>; webhookSecret: string },
  request: WebhookRequest,
): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
  if (!deps.webhookSecret) {
    deps.logger.error('Stripe webhook received but STRIPE_WEBHOOK_SECRET is not set: refused, nothing written', {});
    return { status: 400, body: { error: 'Webhook not configured' } };
  }
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(request.rawBody ?? Buffer.alloc(0), request.signature ?? '', deps.webhookSecret);
  } catch (error) {
    deps.logger.error('Stripe webhook refused: signature missing or invalid, nothing written', {
      signed: Boolean(request.signature),
      reason: error instanceof Error ? error.message : String(error),
    });
    return { status: 400, body: { error: 'Invalid signature' } };
  }
  // A timed session's deposit books its held slot (docs/sessions.md); everything else goes to the ledger.
  const session = await sessionWebhook(deps, event);
  if (session) return session;
  const outcome = await recordWebhookEvent(deps, event);
  if (outcome === 'unknown') return { status: 400, body: { error: 'Unknown booking, order or payment', eventId: event.id } };
  return { status: 200, body: { received: true, outcome, eventId: event.id } };
}
