import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { imageRefFromMedia, type ImageRef } from '@common/schemas';
import { STUDIO_SETTINGS_ID } from '@common/settings-keys';
import type { Logger } from '../../functions/src/lib/logger';
import type { ObjectStore } from '../../functions/src/lib/storage/object-store';
import { storeMedia, type StoredMedia } from '../../functions/src/media/store-media';
import { IMAGES, imagePath, type ImageKey } from './images';
import { SEED_COLLECTIONS } from './index';
import { cachedSeedPhoto, seedMediaId, seedPhotoFilename } from './photos';

// Puts the seed photographs through the upload pipeline itself (storeMedia: the variants, the
// private original, the media document) and points the seeded pages at them, and the home page at
// its photograph (settings/studio), so the demo serves photos the way production does. Safe to run
// again: a photo already in the library is not made twice, and a page is changed only while it
// still shows the seed drawing (never an owner's pick).

// gRPC status of an update whose lastUpdateTime precondition no longer holds.
const FAILED_PRECONDITION = 9;

export interface SeedPhotoDeps {
  db: Firestore;
  store: ObjectStore;
  /** The archive bucket every original is copied to (docs/photos.md "The archive"). */
  archive: () => ObjectStore;
  logger: Logger;
  /** Where made photos are kept between runs. */
  cacheDir: string;
}

export interface SeedPhotoSummary {
  made: number;
  existing: number;
  /** Seeded pages now showing a photo instead of the drawing. */
  pages: number;
}

/** The seeded documents that show each drawing: [collection, id, field]. */
function pagesByImage(): Map<string, Array<[string, string, 'image' | 'cover']>> {
  const pages = new Map<string, Array<[string, string, 'image' | 'cover']>>();
  for (const { collection, docs } of SEED_COLLECTIONS) {
    for (const { id, data } of docs) {
      for (const field of ['image', 'cover'] as const) {
        const src = (data as Record<string, ImageRef | undefined>)[field]?.src;
        if (src) pages.set(src, [...(pages.get(src) ?? []), [collection, id, field]]);
      }
    }
  }
  return pages;
}

async function photoFor(deps: SeedPhotoDeps, key: ImageKey): Promise<{ media: StoredMedia; made: boolean }> {
  const id = seedMediaId(key);
  const existing = await deps.db.collection(COLLECTIONS.media).doc(id).get();
  if (existing.exists) return { media: existing.data() as StoredMedia, made: false };
  const data = await cachedSeedPhoto(key, deps.cacheDir);
  return { media: await storeMedia(deps, { id, filename: seedPhotoFilename(key), data, alt: IMAGES[key].title }), made: true };
}

/** Only if nobody wrote the document since it was read: an edit made meanwhile wins. Whether it changed. */
async function updateIfUnchanged(snapshot: DocumentSnapshot, data: Record<string, unknown>): Promise<boolean> {
  try {
    await snapshot.ref.update(data, { lastUpdateTime: snapshot.updateTime! });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
    return false;
  }
}

/** Swaps the drawing for the photo on every seeded page that still shows the drawing. */
async function showOnPages(
  db: Firestore,
  key: ImageKey,
  media: StoredMedia,
  pages: Array<[string, string, 'image' | 'cover']>,
): Promise<number> {
  let changed = 0;
  for (const [collection, id, field] of pages) {
    const snapshot = await db.collection(collection).doc(id).get();
    const current = snapshot.get(field) as ImageRef | undefined;
    if (current?.src !== imagePath(key)) continue;
    if (await updateIfUnchanged(snapshot, { [field]: imageRefFromMedia(seedMediaId(key), media, current.alt) })) changed += 1;
  }
  return changed;
}

/** The picture the home page shows (settings/studio.heroImage): the drawing, made a photograph. */
export const HERO_PHOTO_KEY: ImageKey = 'hero/hero';

/** Makes the hero photo the home page's photograph, unless the settings already name one (the owner's). */
async function showOnHome(db: Firestore, media: StoredMedia): Promise<number> {
  const snapshot = await db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get();
  if (!snapshot.exists || snapshot.get('heroImage') !== undefined) return 0;
  return (await updateIfUnchanged(snapshot, { heroImage: imageRefFromMedia(seedMediaId(HERO_PHOTO_KEY), media) })) ? 1 : 0;
}

export async function seedPhotos(
  deps: SeedPhotoDeps,
  options: { keys?: readonly ImageKey[]; concurrency?: number; onPhoto?: (key: ImageKey, done: number, total: number) => void } = {},
): Promise<SeedPhotoSummary> {
  const keys = options.keys ?? (Object.keys(IMAGES) as ImageKey[]);
  const pages = pagesByImage();
  const summary: SeedPhotoSummary = { made: 0, existing: 0, pages: 0 };
  let next = 0;
  let done = 0;
  // Two at a time: libvips uses the cores well already, more would only queue.
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      const { media, made } = await photoFor(deps, key);
      summary[made ? 'made' : 'existing'] += 1;
      // Each count awaited before it is added: `summary.pages += await …` would read the count
      // before the wait, and the other worker's pages would be lost.
      const shown = await showOnPages(deps.db, key, media, pages.get(imagePath(key)) ?? []);
      const home = key === HERO_PHOTO_KEY ? await showOnHome(deps.db, media) : 0;
      summary.pages += shown + home;
      options.onPhoto?.(key, ++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return summary;
}
