import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { leadReplySchema } from '../../../common/schemas/leads';
import { errorDetails, logger } from '../lib/logger';
import { mailDeps } from '../lib/mail-deps';
import { withMail } from '../lib/triggers';
import { isOwnerToken } from '../media/owner-token';
import { LeadRefusal, replyToLead } from './lead-reply';

// The owner's lead callable (Hosting rewrite /api/leads): an answer to a lead, sent and kept.
export const leads = onCall({ secrets: withMail.secrets, memory: '256MiB' }, async (request) => {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in as the studio.');
  if (!isOwnerToken(auth.token as DecodedIdToken)) throw new HttpsError('permission-denied', 'Only the studio answers leads.');
  const parsed = leadReplySchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]?.message ?? 'That answer could not be read.');
  try {
    return await replyToLead(mailDeps(), parsed.data);
  } catch (error) {
    if (error instanceof LeadRefusal) throw new HttpsError(error.code, error.message);
    logger.error('Lead reply failed', { leadId: parsed.data.leadId, ...errorDetails(error) });
    throw new HttpsError('unavailable', 'Your answer could not be sent just now. Please try again in a minute.');
  }
});
