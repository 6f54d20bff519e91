import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';

// media/{id}.usedBy lists the documents whose image field shows the photo ("gallery/<id>"), so the
// library can say where a photo is used and a deletion can name the pages first. The triggers on
// those collections keep it (on-image-field-written.ts).

/** The collections with an image field, and its name. */
export const IMAGE_FIELDS = {
  [COLLECTIONS.services]: 'image',
  [COLLECTIONS.packages]: 'image',
  [COLLECTIONS.gallery]: 'image',
  [COLLECTIONS.frames]: 'image',
  [COLLECTIONS.blogs]: 'cover',
} as const;

export const mediaIdOf = (data: DocumentData | undefined, field: string): string | undefined => {
  const id = (data?.[field] as { mediaId?: unknown } | undefined)?.mediaId;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Brings usedBy in step for the photos a write touched. Each is decided on the document as it is
 * now, not on the event, so events that arrive late, twice or out of order still leave it right.
 */
export async function recordMediaUse(db: Firestore, documentPath: string, field: string, mediaIds: readonly string[]): Promise<void> {
  for (const mediaId of new Set(mediaIds)) {
    await db.runTransaction(async (tx) => {
      const [current, media] = await Promise.all([tx.get(db.doc(documentPath)), tx.get(db.collection(COLLECTIONS.media).doc(mediaId))]);
      if (!media.exists) return;
      const uses = mediaIdOf(current.data(), field) === mediaId;
      const listed = ((media.get('usedBy') as string[] | undefined) ?? []).includes(documentPath);
      if (uses && !listed) tx.update(media.ref, { usedBy: FieldValue.arrayUnion(documentPath) });
      if (!uses && listed) tx.update(media.ref, { usedBy: FieldValue.arrayRemove(documentPath) });
    });
  }
}
