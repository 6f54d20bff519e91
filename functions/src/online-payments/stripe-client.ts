import Stripe from 'stripe';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, stripeApiBaseUrl } from '../lib/params';

// The real Stripe client, from the secrets. In the emulator's tests its API root is a local capture
// server (stripeApiBaseUrl), as SendGrid's is: the same client code runs, only the host differs.

/** The slice of the client the functions use; tests may hand in the real client or their own. */
export type StripeApi = Pick<Stripe, 'checkout'>;

const isSecretKey = (key: string) => /^(sk|rk)_[A-Za-z0-9_]+$/.test(key.trim());
const isWebhookSecret = (secret: string) => /^whsec_[A-Za-z0-9_]+$/.test(secret.trim());

/**
 * The secrets not yet set (by name): online payment is configured when this is empty.
 * @internal Exported for its tests only.
 */
export function missingStripeSecrets(key: string, webhookSecret: string): string[] {
  return [...(isSecretKey(key) ? [] : ['STRIPE_SECRET_KEY']), ...(isWebhookSecret(webhookSecret) ? [] : ['STRIPE_WEBHOOK_SECRET'])];
}

export function createStripe(key: string, baseUrl = ''): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'style-and-story' } };
  if (!baseUrl) return new Stripe(key.trim(), config);
  const url = new URL(baseUrl);
  return new Stripe(key.trim(), { ...config, host: url.hostname, port: url.port, protocol: url.protocol === 'https:' ? 'https' : 'http' });
}

/** The configured secrets, read at run time (never at deploy). */
export function stripeSecrets() {
  const key = STRIPE_SECRET_KEY.value();
  const webhookSecret = STRIPE_WEBHOOK_SECRET.value();
  return { key, webhookSecret, missing: missingStripeSecrets(key, webhookSecret), baseUrl: stripeApiBaseUrl() };
}
