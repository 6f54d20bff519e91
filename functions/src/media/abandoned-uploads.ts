import { Timestamp } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import type { Logger } from '../lib/logger';
import { removeUpload, type UploadDeps } from './upload-sessions';

/** An upload untouched for this long was abandoned (a closed tab, a lost connection): its parts go. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/** Removes abandoned uploads, parts and session; returns how many. A completion in progress is left alone. */
export async function sweepAbandonedUploads(deps: Pick<UploadDeps, 'db' | 'store' | 'now'> & { logger: Logger }): Promise<number> {
  const now = deps.now().getTime();
  const stale = await deps.db
    .collection(SERVER_COLLECTIONS.mediaUploads)
    .where('updatedAt', '<', Timestamp.fromMillis(now - ABANDONED_AFTER_MS))
    .get();
  let removed = 0;
  for (const doc of stale.docs) {
    const leaseUntil = doc.get('leaseUntil') as Timestamp | null;
    if (doc.get('state') === 'processing' && leaseUntil && leaseUntil.toMillis() > now) continue;
    await removeUpload(deps, doc.id);
    removed += 1;
  }
  if (removed) deps.logger.info('Removed abandoned uploads', { removed });
  return removed;
}
