import Stripe from 'stripe';

// Stripe events as Stripe sends them, signed with the library's own test-header helper, so the
// webhook's real constructEvent verifies them exactly as it verifies Stripe's.

const stripe = new Stripe('sk_test_events_only');
let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, id = nextId('evt')): Record<string, unknown> {
  return {
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** A paid Checkout Session for `metadata`'s booking or order, as checkout.session.completed carries it. */
export function paidSession(metadata: Record<string, string>, amountMinor: number, currency = 'usd', extra: Record<string, unknown> = {}) {
  return {
    id: nextId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    amount_total: amountMinor,
    currency,
    metadata,
    payment_intent: nextId('pi'),
    payment_status: 'paid',
    status: 'complete',
    ...extra,
  };
}

export function signedDelivery(event: Record<string, unknown>, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

/** Posts one event to the webhook endpoint, signed with `secret` (or unsigned: null). */
export async function deliver(
  url: string,
  event: Record<string, unknown>,
  secret: string | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const signed = secret === null ? { body: JSON.stringify(event), signature: undefined } : signedDelivery(event, secret);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signed.signature) headers['Stripe-Signature'] = signed.signature;
  const response = await fetch(url, { method: 'POST', headers, body: signed.body });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}
