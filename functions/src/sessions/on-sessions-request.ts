import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { sessionRequestSchema } from '../../../common/schemas/sessions';
import { firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { MAIL_FROM, SITE_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, siteUrl } from '../lib/params';
import { readStudio } from '../lib/studio';
import { isOwnerToken } from '../media/owner-token';
import { createStripe, stripeSecrets } from '../online-payments/stripe-client';
import { handleSessionRequest } from './session-requests';
import { SessionRefusal } from './session-store';

// The sessions callable (Hosting rewrite /api/sessions): claim a slot, cancel, read the owner's calendar now.
export const sessions = onCall({ secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: '256MiB' }, async (request) => {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in with Google to book a session.');
  const parsed = sessionRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', 'That session request is not one we can take.');
  const token = auth.token as DecodedIdToken;
  const caller = {
    uid: auth.uid,
    name: typeof token.name === 'string' ? token.name : '',
    email: typeof token.email === 'string' ? token.email : '',
    owner: isOwnerToken(token),
  };
  const db = firestore();
  const deps = {
    db,
    logger,
    now: Date.now,
    site: siteUrl(SITE_URL.value()),
    stripe: () => {
      const secrets = stripeSecrets();
      return secrets.missing.length ? null : createStripe(secrets.key, secrets.baseUrl);
    },
    currency: async () => (await readStudio(db, logger, MAIL_FROM.value())).studio.currency,
    payment: async () => (await readStudio(db, logger, MAIL_FROM.value())).payment,
    fetchCalendar: fetch,
  };
  try {
    return await handleSessionRequest(deps, caller, parsed.data);
  } catch (error) {
    if (error instanceof SessionRefusal) {
      logger.warn('Session request refused', { uid: auth.uid, request: parsed.data, reason: error.message });
      throw new HttpsError(error.code, error.message);
    }
    logger.error('Session request failed', { uid: auth.uid, request: parsed.data, ...errorDetails(error) });
    throw new HttpsError('unavailable', 'That could not be done just now. Please try again in a minute.');
  }
});
