import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { IMAGE_FIELDS } from '@common/media';

// Firestore's limit on the values of one `in` filter.
const IN_LIMIT = 30;

/**
 * Where library photos are used: for each media id, the documents whose image field shows it
 * ("gallery/<id>"). One query per collection with an image field (IMAGE_FIELDS), for up to 30 ids
 * at a time (a page of the library), so it is never stored twice and never out of step.
 */
export async function mediaUsage(db: Firestore, mediaIds: readonly string[]): Promise<Map<string, string[]>> {
  const uses = new Map<string, string[]>(mediaIds.map((id) => [id, []]));
  for (let start = 0; start < mediaIds.length; start += IN_LIMIT) {
    const ids = mediaIds.slice(start, start + IN_LIMIT);
    const found = await Promise.all(
      Object.entries(IMAGE_FIELDS).map(async ([name, field]) => {
        const snapshot = await getDocs(query(collection(db, name), where(`${field}.mediaId`, 'in', ids)));
        return snapshot.docs.map((doc) => [doc.get(`${field}.mediaId`) as string, `${name}/${doc.id}`] as const);
      }),
    );
    for (const [mediaId, path] of found.flat()) uses.get(mediaId)?.push(path);
  }
  for (const paths of uses.values()) paths.sort();
  return uses;
}
