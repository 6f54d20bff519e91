import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { checkoutRequestSchema } from '../../../common/schemas/online-payments';
import { firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { MAIL_FROM, SITE_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, siteUrl } from '../lib/params';
import { readStudio } from '../lib/studio';
import { publishAvailability } from './availability';
import { CheckoutRefusal } from './amount-due';
import { createCheckoutSession } from './checkout-session';
import { createStripe, stripeSecrets } from './stripe-client';

const NOT_AVAILABLE = 'Online payment is not available right now. You can pay by bank transfer or cash, as the payment page explains.';

// The callable behind "Pay … online" (Hosting rewrite /api/checkout). Answers { url } to redirect to.
export const createCheckoutSessionCall = onCall(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: '256MiB' },
  async (request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please sign in to pay online.');
    const parsed = checkoutRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', 'That payment request is not one we can take.');
    const db = firestore();
    const secrets = stripeSecrets();
    if (secrets.missing.length) {
      await publishAvailability(db, secrets.missing);
      throw new HttpsError('failed-precondition', NOT_AVAILABLE);
    }
    const deps = {
      db,
      logger,
      stripe: createStripe(secrets.key, secrets.baseUrl),
      site: siteUrl(SITE_URL.value()),
      readStudio: () => readStudio(db, logger, MAIL_FROM.value()),
    };
    try {
      const token = request.auth?.token;
      return await createCheckoutSession(deps, { uid, email: token?.email, email_verified: token?.email_verified }, parsed.data);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        logger.warn('Checkout refused', { uid, request: parsed.data, reason: error.message });
        throw new HttpsError(error.code, error.message);
      }
      logger.error('Checkout session could not be created', { uid, request: parsed.data, ...errorDetails(error) });
      throw new HttpsError('unavailable', 'The payment page could not be opened. Please try again in a minute.');
    }
  },
);
