import { getAuth } from 'firebase-admin/auth';
import { defaultApp, firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { archiveStore } from '../lib/storage/archive-store';
import { objectStore } from '../lib/storage/object-store-for-env';
import type { ApiDeps } from './media-api';

/** The real dependencies of the media functions; tests pass their own. */
export function mediaApiDeps(): ApiDeps {
  const db = firestore();
  return {
    db,
    store: objectStore(),
    archive: archiveStore,
    logger,
    now: () => new Date(),
    // Firestore's own ids: 20 letters and digits, unguessable, valid media ids.
    newId: () => db.collection('_').doc().id,
    // checkRevoked: a signed-out or disabled owner account stops uploading at once.
    verifyIdToken: (token) => getAuth(defaultApp()).verifyIdToken(token, true),
  };
}
