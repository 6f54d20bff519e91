import { Timestamp } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import type { Logger } from '../lib/logger';
import { deleteUnder } from '../lib/storage/object-store';
import { bucketPaths } from './bucket-paths';
import { removeUpload, type UploadDeps } from './upload-sessions';

/**
 * An upload untouched for this long was abandoned (a closed tab, a lost connection): its parts go.
 * @internal Exported for its tests only.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

type SweepDeps = Pick<UploadDeps, 'db' | 'store' | 'now'> & { logger: Logger };

/**
 * Removes abandoned uploads (session and parts) and parts whose session is gone (a part that
 * arrived while its upload was being cancelled). A completion in progress is left alone.
 * Returns how many uploads it removed.
 */
export async function sweepAbandonedUploads(deps: SweepDeps): Promise<number> {
  const now = deps.now().getTime();
  const sessions = deps.db.collection(SERVER_COLLECTIONS.mediaUploads);
  const stale = await sessions.where('updatedAt', '<', Timestamp.fromMillis(now - ABANDONED_AFTER_MS)).get();
  let removed = 0;
  for (const doc of stale.docs) {
    const leaseUntil = doc.get('leaseUntil') as Timestamp | null;
    if (doc.get('state') === 'processing' && leaseUntil && leaseUntil.toMillis() > now) continue;
    await removeUpload(deps, doc.id);
    removed += 1;
  }
  // A session is created before its first part, so parts without one belong to no upload.
  const withParts = new Set((await deps.store.list('uploads/')).map((object) => object.path.split('/')[1]));
  for (const id of withParts) {
    if ((await sessions.doc(id).get()).exists) continue;
    await deleteUnder(deps.store, bucketPaths.partsOf(id));
    removed += 1;
  }
  if (removed) deps.logger.info('Removed abandoned uploads', { removed });
  return removed;
}
