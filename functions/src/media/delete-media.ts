import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { IMAGE_FIELDS, REMOVED_PHOTO_IMAGE } from '../../../common/media';
import { archiveRecordRef } from '../archive/archive-original';
import { deleteUnder } from '../lib/storage/object-store';
import { bucketPaths } from './bucket-paths';
import { HttpError } from './http-error';
import type { MediaDeps } from './store-media';

// One Firestore transaction holds at most 500 writes: the photo's document and one per page.
const MAX_PAGES_CHANGED = 499;

interface Use {
  ref: DocumentReference;
  collection: string;
  field: string;
}

/** The pages showing the photo, read inside the transaction so none can start using it unseen. */
async function usesIn(tx: Transaction, deps: MediaDeps, mediaId: string): Promise<Use[]> {
  const found = await Promise.all(
    Object.entries(IMAGE_FIELDS).map(async ([collection, field]) => {
      const snapshot = await tx.get(deps.db.collection(collection).where(`${field}.mediaId`, '==', mediaId));
      return snapshot.docs.map((doc) => ({ ref: doc.ref, collection, field }));
    }),
  );
  return found.flat().sort((a, b) => a.ref.path.localeCompare(b.ref.path));
}

/**
 * Deletes a photo. A photo pages still use is kept unless `force` (the answer names the pages, so
 * the owner can decide); with `force`, in the same transaction as the photo's document, a gallery
 * entry (which is nothing but its photo) is removed and every other page gets the plain drawing, so
 * no page is left pointing at deleted files. The files go once that transaction has committed.
 */
export async function deleteMedia(deps: MediaDeps, id: string, force: boolean): Promise<void> {
  const ref = deps.db.collection(COLLECTIONS.media).doc(id);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, 'This photo is not in the media library (deleted already?).');
    const uses = await usesIn(tx, deps, id);
    const usedBy = uses.map((use) => use.ref.path);
    const filename = String(snapshot.get('filename'));
    if (uses.length && !force) {
      throw new HttpError(409, `${filename} is still used by ${uses.length === 1 ? 'a page' : `${uses.length} pages`}.`, { usedBy });
    }
    if (uses.length > MAX_PAGES_CHANGED) {
      throw new HttpError(
        409,
        `${filename} is used by ${uses.length} pages, too many to change at once: choose other photos on some first.`,
        {
          usedBy,
        },
      );
    }
    for (const use of uses) {
      if (use.collection === COLLECTIONS.gallery) tx.delete(use.ref);
      // The home page's photograph is optional: without it the home page shows the studio's drawing.
      else if (use.collection === COLLECTIONS.settings) tx.update(use.ref, { [use.field]: FieldValue.delete() });
      else tx.update(use.ref, { [use.field]: { ...REMOVED_PHOTO_IMAGE } });
    }
    tx.delete(ref);
  });
  await deleteUnder(deps.store, bucketPaths.variantsOf(id));
  await deleteUnder(deps.store, bucketPaths.originalsOf(id));
  // Its archive copy stays (the bucket's retention keeps it): the record says it was deleted, so
  // Admin → Media lists it under "Deleted, kept in the archive". A photo from before the archive has none.
  await archiveRecordRef(deps.db, 'media', id, null)
    .update({ deletedAt: FieldValue.serverTimestamp() })
    .catch((error: { code?: number }) => {
      if (error.code !== NOT_FOUND) throw error;
    });
}

// gRPC status of an update of a document that does not exist.
const NOT_FOUND = 5;
