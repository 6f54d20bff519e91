import { COLLECTIONS } from '../../../common/collections';
import { deleteUnder } from '../lib/storage/object-store';
import { bucketPaths } from './bucket-paths';
import { HttpError } from './http-error';
import { pagesUsing } from './media-usage';
import type { MediaDeps } from './store-media';

/**
 * Deletes a photo: its document first (no page can pick it any more), then its files. A photo a
 * page still uses is kept unless `force`: the answer names the pages, so the owner can decide.
 */
export async function deleteMedia(deps: MediaDeps, id: string, force: boolean): Promise<void> {
  const ref = deps.db.collection(COLLECTIONS.media).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpError(404, 'This photo is not in the media library (deleted already?).');
  const usedBy = await pagesUsing(deps.db, id);
  if (usedBy.length && !force) {
    throw new HttpError(409, `${snapshot.get('filename')} is still used by ${usedBy.length === 1 ? 'a page' : `${usedBy.length} pages`}.`, {
      usedBy,
    });
  }
  await ref.delete();
  await deleteUnder(deps.store, bucketPaths.variantsOf(id));
  await deleteUnder(deps.store, bucketPaths.originalsOf(id));
}
