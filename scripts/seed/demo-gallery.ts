import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { BOOKING_DELIVERY_DOC, clientGallerySchema } from '@common/schemas';
import type { Logger } from '../../functions/src/lib/logger';
import type { ObjectStore } from '../../functions/src/lib/storage/object-store';
import { galleryPhotoRef, storeGalleryPhoto } from '../../functions/src/galleries/store-gallery-photo';
import { DEMO_BOOKING_ID, DEMO_CUSTOMER } from './demo-customer';
import type { ImageKey } from './images';
import { cachedSeedPhoto, seedPhotoFilename } from './photos';

// The demo customer's published gallery of her wedding booking: real raster photographs (the seed
// photos) put through the gallery upload's own code (storeGalleryPhoto: original, web size,
// variants, then the photo document), so `npm start` shows a gallery as production makes one.
// Safe to run again: the gallery document is written once, a photo already there is not made again.

export const DEMO_GALLERY_ID = 'demo-ada-wedding';
const SETS = {
  Ceremony: ['gallery/golden-hour-vows', 'gallery/cliffside-ceremony', 'gallery/garden-aisle'],
  Celebration: ['gallery/first-dance', 'gallery/wedding-breakfast', 'gallery/three-tier-cake'],
} as const satisfies Record<string, readonly ImageKey[]>;

export async function seedDemoGallery(deps: {
  db: Firestore;
  store: ObjectStore;
  archive: () => ObjectStore;
  logger: Logger;
  cacheDir: string;
}): Promise<number> {
  const gallery = deps.db.collection(COLLECTIONS.clientGalleries).doc(DEMO_GALLERY_ID);
  const published = Timestamp.now();
  const document = clientGallerySchema.parse({
    userId: DEMO_CUSTOMER.uid,
    bookingId: DEMO_BOOKING_ID,
    title: 'Ada & Charles — the wedding',
    status: 'published',
    sets: Object.keys(SETS),
    coverPhotoId: null,
    downloads: { enabled: true, web: true, full: true },
    expiresOn: null,
    publishedAt: published.toDate(),
    createdAt: published.toDate(),
  });
  await gallery.create({ ...document, publishedAt: published, createdAt: published }).catch((error: { code?: unknown }) => {
    if (error.code !== 6) throw error; // already seeded: keep it (the owner may have changed it)
  });
  let made = 0;
  let order = 0;
  for (const [set, keys] of Object.entries(SETS)) {
    for (const key of keys) {
      const photoId = `seed-${key.split('/')[1]}`;
      order += 1;
      if ((await galleryPhotoRef(deps, DEMO_GALLERY_ID, photoId).get()).exists) continue;
      const data = await cachedSeedPhoto(key, deps.cacheDir);
      await storeGalleryPhoto(deps, { galleryId: DEMO_GALLERY_ID, photoId, set, order, filename: seedPhotoFilename(key), data });
      made += 1;
    }
  }
  await gallery.update({ coverPhotoId: 'seed-golden-hour-vows' });
  await deps.db
    .collection(COLLECTIONS.bookings)
    .doc(DEMO_BOOKING_ID)
    .collection(SUBCOLLECTIONS.bookingDelivery)
    .doc(BOOKING_DELIVERY_DOC)
    .set({ stage: 'delivered', promisedOn: null, updatedAt: FieldValue.serverTimestamp() });
  return made;
}
