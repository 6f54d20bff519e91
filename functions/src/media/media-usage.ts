import type { Firestore } from 'firebase-admin/firestore';
import { IMAGE_FIELDS } from '../../../common/media';

/** The documents that show a library photo ("gallery/<id>", "blogs/<id>"), asked of each collection with an image field. */
export async function pagesUsing(db: Firestore, mediaId: string): Promise<string[]> {
  const found = await Promise.all(
    Object.entries(IMAGE_FIELDS).map(async ([collection, field]) => {
      const snapshot = await db.collection(collection).where(`${field}.mediaId`, '==', mediaId).get();
      return snapshot.docs.map((doc) => `${collection}/${doc.id}`);
    }),
  );
  return found.flat().sort();
}
