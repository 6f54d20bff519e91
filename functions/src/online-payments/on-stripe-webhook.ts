import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { MAIL_FROM, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../lib/params';
import { readStudio } from '../lib/studio';
import { handleStripeWebhook } from './webhook-request';
import { createStripe, stripeSecrets } from './stripe-client';

// /api/stripe/webhook (Hosting rewrite): the endpoint registered in Stripe's dashboard (docs/deploy.md).
export const stripeWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: '256MiB', concurrency: 40 },
  async (req, res) => {
    const secrets = stripeSecrets();
    const db = firestore();
    // constructEvent needs a client object, never a key: a placeholder one is enough without a secret key.
    const stripe = createStripe(secrets.missing.includes('STRIPE_SECRET_KEY') ? 'sk_unset' : secrets.key, secrets.baseUrl);
    const answer = await handleStripeWebhook(
      {
        db,
        logger,
        webhookSecret: secrets.missing.includes('STRIPE_WEBHOOK_SECRET') ? '' : secrets.webhookSecret,
        stripe,
        refund: async (paymentIntent, idempotencyKey) => {
          await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey });
        },
        timeZone: async () => (await readStudio(db, logger, MAIL_FROM.value())).studio.timeZone,
      },
      { method: req.method, rawBody: req.rawBody, signature: req.get('stripe-signature') },
    ).catch((error: unknown) => {
      logger.error('Stripe event could not be recorded: Stripe will deliver it again', errorDetails(error));
      return { status: 500, body: { error: 'Not recorded, try again' } };
    });
    res.set('Cache-Control', 'no-store').status(answer.status).json(answer.body);
  },
);
