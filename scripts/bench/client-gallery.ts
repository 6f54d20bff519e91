// Client galleries for `npm run bench`: a published gallery of N photos for one customer, written
// into the emulators as the upload makes them. The first DISTINCT photos are generated JPEGs put
// through the gallery upload's own code (storeGalleryPhoto: original, web size, display variants,
// then the document); the rest copy those files under their own ids, so a 300-photo gallery takes
// seconds, not the pipeline's minutes, and every photo still has its own signed addresses.
import { fileURLToPath } from 'node:url';

import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { clientGallerySchema } from '@common/schemas/client-galleries';
import { galleryPaths } from '../../functions/src/galleries/gallery-paths';
import { galleryPhotoRef, storeGalleryPhoto, type StoredGalleryPhoto } from '../../functions/src/galleries/store-gallery-photo';
import { structuredLogger } from '../../functions/src/lib/logger';
import { localObjectStore } from '../../functions/src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../../functions/src/lib/storage/object-store-for-env';
import type { ObjectStore } from '../../functions/src/lib/storage/object-store';
import { generatedJpeg } from './generated-jpeg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Photos made through the pipeline; the others copy them. */
const DISTINCT = 26;
const SETS = ['Ceremony', 'Portraits'];

/** A 2400 × 1600 photograph (the variants a camera photo gets go up to 2400 px). */
const photo = (seed: number) => generatedJpeg(seed + 1, { width: 2400, height: 1600, quality: 88 });

/** The local folder the Functions emulator serves the gallery files from (object-store-for-env.ts). */
export const emulatorBucket = (projectId: string): ObjectStore =>
  localObjectStore(process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId));

async function copyPhotoFiles(
  store: ObjectStore,
  from: { galleryId: string; photoId: string },
  to: { galleryId: string; photoId: string },
) {
  const prefix = galleryPaths.filesOf(from.galleryId, from.photoId);
  for (const object of await store.list(prefix)) {
    const name = object.path.slice(prefix.length);
    await store.write(
      `${galleryPaths.filesOf(to.galleryId, to.photoId)}${name}`,
      await store.read(object.path),
      'application/octet-stream',
    );
  }
}

const photoIdAt = (i: number) => `bench-${String(i + 1).padStart(4, '0')}`;

/**
 * Writes the published gallery `galleryId` of `count` photos for the customer `userId`. Its photos
 * copy those of `copyOf` (a gallery this wrote before) where given; otherwise the first DISTINCT
 * are made through the pipeline and the rest copy them.
 */
export async function seedBenchGallery(
  deps: { db: Firestore; store: ObjectStore },
  { galleryId, userId, count, copyOf }: { galleryId: string; userId: string; count: number; copyOf?: string },
): Promise<void> {
  const now = new Date();
  const gallery = clientGallerySchema.parse({
    userId,
    bookingId: null,
    title: `Bench gallery, ${count} photos`,
    status: 'published',
    sets: SETS,
    coverPhotoId: null,
    downloads: { enabled: true, web: true, full: true },
    expiresOn: null,
    publishedAt: now,
    createdAt: now,
  });
  const stamp = Timestamp.fromDate(now);
  await deps.db
    .collection(COLLECTIONS.clientGalleries)
    .doc(galleryId)
    .set({ ...gallery, publishedAt: stamp, createdAt: stamp });
  const logger = structuredLogger(() => {});
  const sources = new Map<number, StoredGalleryPhoto>();
  for (let i = 0; i < count; i++) {
    const photoId = photoIdAt(i);
    const set = SETS[i % 3 === 0 ? 1 : 0];
    const fileName = `DSC_${String(i + 1).padStart(4, '0')}.jpg`;
    if (!copyOf && i < DISTINCT) {
      // Made once per emulator session: a second run in the same session keeps them.
      const made = await galleryPhotoRef(deps, galleryId, photoId).get();
      if (made.exists) {
        sources.set(i, made.data() as StoredGalleryPhoto);
        continue;
      }
      const data = await photo(i);
      const archive = localObjectStore(
        `${process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, process.env.GCLOUD_PROJECT || 'demo-style-and-story')}-archive`,
      );
      sources.set(
        i,
        await storeGalleryPhoto(
          { ...deps, archive: () => archive, logger },
          { galleryId, photoId, set, order: i, filename: fileName, data },
        ),
      );
      continue;
    }
    const from = { galleryId: copyOf ?? galleryId, photoId: photoIdAt(i % DISTINCT) };
    if (!sources.has(i % DISTINCT)) {
      sources.set(i % DISTINCT, (await galleryPhotoRef(deps, from.galleryId, from.photoId).get()).data() as StoredGalleryPhoto);
    }
    await copyPhotoFiles(deps.store, from, { galleryId, photoId });
    const source = sources.get(i % DISTINCT)!;
    await galleryPhotoRef(deps, galleryId, photoId).set({ ...source, fileName, set, order: i, createdAt: FieldValue.serverTimestamp() });
  }
}
