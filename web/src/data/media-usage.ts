import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { IMAGE_FIELDS } from '@common/media';

// Firestore's limit on the values of one `in` filter.
const IN_LIMIT = 30;

/** A document that shows a library photo: its path ("gallery/<id>") and its title or name, when it has one. */
export type MediaUse = { path: string; title?: string };

const titleOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Where library photos are used: for each media id, the documents whose image field shows it. One
 * query per collection with an image field (IMAGE_FIELDS), for up to 30 ids at a time (a page of
 * the library), so it is never stored twice and never out of step.
 */
export async function mediaUses(db: Firestore, mediaIds: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(mediaIds.map((id) => [id, []]));
  for (let start = 0; start < mediaIds.length; start += IN_LIMIT) {
    const ids = mediaIds.slice(start, start + IN_LIMIT);
    const found = await Promise.all(
      Object.entries(IMAGE_FIELDS).map(async ([name, field]) => {
        const snapshot = await getDocs(query(collection(db, name), where(`${field}.mediaId`, 'in', ids)));
        return snapshot.docs.map((doc) => {
          const use: MediaUse = { path: `${name}/${doc.id}`, title: titleOf(doc.get('title')) ?? titleOf(doc.get('name')) };
          return [doc.get(`${field}.mediaId`) as string, use] as const;
        });
      }),
    );
    for (const [mediaId, use] of found.flat()) uses.get(mediaId)?.push(use);
  }
  for (const list of uses.values()) list.sort((a, b) => a.path.localeCompare(b.path));
  return uses;
}

/**
 * The paths only ("gallery/<id>"), as the delete endpoint names them.
 * @internal Exported for its tests only.
 */
export async function mediaUsage(db: Firestore, mediaIds: readonly string[]): Promise<Map<string, string[]>> {
  const uses = await mediaUses(db, mediaIds);
  return new Map([...uses].map(([id, list]) => [id, list.map((use) => use.path)]));
}
