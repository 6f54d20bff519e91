import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../lib/admin';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../lib/params';
import { isOwnerToken } from '../media/owner-token';
import { publishAvailability } from './availability';
import { stripeSecrets } from './stripe-client';

// The owner's Settings → Payments asks this on every visit (Hosting rewrite /api/online-payments/status):
// which Stripe secrets are missing, and it publishes the customers' flag on the way.
export const onlinePaymentsStatus = onCall({ secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: '256MiB' }, async (request) => {
  if (!request.auth || !isOwnerToken(request.auth.token as DecodedIdToken))
    throw new HttpsError('permission-denied', 'Only the studio owner can see this.');
  return publishAvailability(firestore(), stripeSecrets().missing);
});
