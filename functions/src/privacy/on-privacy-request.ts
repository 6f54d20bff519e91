import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { privacyRequestSchema } from '../../../common/schemas/privacy';
import { defaultApp, firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { objectStore } from '../lib/storage/object-store-for-env';
import { isOwnerToken } from '../media/owner-token';
import { findPerson } from './person-documents';
import { exportPerson } from './privacy-export';
import { PrivacyRefusal, erasePerson } from './privacy-erase';

// The privacy callable (Hosting rewrite /api/privacy), for the owner only: a customer's data as
// JSON and CSV, or its erasure (docs/privacy.md). A customer asks through a support request.
export const privacy = onCall({ memory: '512MiB', timeoutSeconds: 300 }, async (request) => {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in as the studio.');
  if (!isOwnerToken(auth.token as DecodedIdToken))
    throw new HttpsError('permission-denied', 'Only the studio can export or erase a customer’s data.');
  const parsed = privacyRequestSchema.safeParse(request.data);
  if (!parsed.success)
    throw new HttpsError('invalid-argument', parsed.error.issues[0]?.message ?? 'That privacy request is not one we can take.');
  const input = parsed.data;
  const db = firestore();
  const adminAuth = getAuth(defaultApp());
  try {
    if (input.action === 'export') {
      const person = await findPerson(db, adminAuth, input.uid);
      if (!person.account && person.documents.length === 0) throw new PrivacyRefusal('not-found', 'No data is stored for that customer.');
      logger.info('Personal data exported on request', { uid: input.uid, documents: person.documents.length });
      return exportPerson(person, new Date());
    }
    return await erasePerson({ db, auth: adminAuth, store: objectStore(), logger, now: () => new Date() }, input.uid, input.confirmEmail);
  } catch (error) {
    if (error instanceof PrivacyRefusal) {
      logger.warn('Privacy request refused', { uid: input.uid, action: input.action, reason: error.message });
      throw new HttpsError(error.code, error.message);
    }
    logger.error('Privacy request failed', { uid: input.uid, action: input.action, ...errorDetails(error) });
    throw new HttpsError(
      'unavailable',
      'That could not be finished just now. Please try again in a minute: running it again finishes what was started.',
    );
  }
});
