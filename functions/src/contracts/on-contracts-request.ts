import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Request } from 'express';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { contractRequestSchema } from '../../../common/schemas/contracts';
import { errorDetails, logger } from '../lib/logger';
import { mailDeps } from '../lib/mail-deps';
import { withMail } from '../lib/triggers';
import { objectStore } from '../lib/storage/object-store-for-env';
import { isOwnerToken } from '../media/owner-token';
import { ContractRefusal } from './contract-store';
import { handleContractRequest } from './contract-requests';

/**
 * The client's address as the function saw it: Express's (which the platform derives from the
 * front end's X-Forwarded-For). The Functions emulator hands requests over a local socket, so there
 * only a forwarding header (a local Hosting stand-in's) says it.
 */
function clientAddress(raw: Request): string {
  const forwarded = raw.get('x-forwarded-for')?.split(',')[0]?.trim();
  return raw.ip || forwarded || raw.socket?.remoteAddress || '';
}

// The contracts callable (Hosting rewrite /api/contracts): send, sign, countersign, pdf.
export const contracts = onCall({ secrets: withMail.secrets, memory: '256MiB' }, async (request) => {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in to open your contract.');
  const parsed = contractRequestSchema.safeParse(request.data);
  if (!parsed.success)
    throw new HttpsError('invalid-argument', parsed.error.issues[0]?.message ?? 'That contract request is not one we can take.');
  const token = auth.token as DecodedIdToken;
  const caller = {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : '',
    emailVerified: token.email_verified === true,
    owner: isOwnerToken(token),
    ip: clientAddress(request.rawRequest),
    userAgent: request.rawRequest.get('user-agent') ?? '',
  };
  try {
    return await handleContractRequest({ ...mailDeps(), store: objectStore() }, caller, parsed.data);
  } catch (error) {
    if (error instanceof ContractRefusal) {
      logger.warn('Contract request refused', {
        uid: auth.uid,
        action: parsed.data.action,
        bookingId: parsed.data.bookingId,
        reason: error.message,
      });
      throw new HttpsError(error.code, error.message);
    }
    logger.error('Contract request failed', {
      uid: auth.uid,
      action: parsed.data.action,
      bookingId: parsed.data.bookingId,
      ...errorDetails(error),
    });
    throw new HttpsError('unavailable', 'The contract could not be saved just now. Please try again in a minute.');
  }
});
