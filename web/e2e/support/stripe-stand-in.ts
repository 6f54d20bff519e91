import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { FUNCTIONS_REGION } from '@common/functions-region';
import { ONLINE_PAYMENTS_SETTINGS_ID } from '@common/schemas/online-payments';
import { deliver, stripeEvent } from '../../../functions/test/support/stripe-events';
import { startStripeCaptureServer, type StripeCaptureServer } from '../../../functions/test/support/stripe-capture-server';
import { adminDb } from './firestore';
import { offset, projectId } from './ports';

// Online payment in the journeys: the real stripe client talks to the capture server, whose
// stand-in Checkout page's "Pay" posts the signed webhook Stripe would send.

const webhook = `http://127.0.0.1:${5001 + offset}/${projectId}/${FUNCTIONS_REGION}/stripeWebhook`;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through npm run test:e2e (emulators with --capture-mail)`);
  return value;
}

/** Starts the stand-in, warms the webhook, and publishes online payment as on (as the owner's Settings would). */
export async function startStripeStandIn(): Promise<StripeCaptureServer> {
  const secret = required('STRIPE_WEBHOOK_SECRET');
  const stripe = await startStripeCaptureServer({
    port: Number(new URL(required('STRIPE_API_BASE_URL')).port),
    webhookUrl: webhook,
    webhookSecret: secret,
  });
  // The webhook's first worker starts now, not while the stand-in's "Pay" waits for it (as Stripe's first delivery would).
  const warm = await deliver(webhook, stripeEvent('customer.created', { id: `cus_warm_${offset}` }), secret);
  if (warm.status !== 200) throw new Error(`The Stripe webhook answered ${warm.status} to a warm-up event`);
  // What the owner's Settings publishes once the functions find the keys (the integration tests cover that call).
  await adminDb().collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID).set({ enabled: true, checkedAt: Timestamp.now() });
  return stripe;
}

/** Online payment off again, and the stand-in closed. */
export async function stopStripeStandIn(stripe: StripeCaptureServer | undefined): Promise<void> {
  await adminDb().collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID).delete();
  await stripe?.close();
}
