import { randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../../common/collections';
import type { ClientGallery, GalleryPhoto } from '../../../../common/schemas/client-galleries';
import { galleryPaths } from '../../../src/galleries/gallery-paths';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { clientGalleryData } from '../../../../common/client-gallery.test-data';

// Client galleries written straight into the emulators: the documents as the upload function
// writes them and the files in the local bucket, so a download test needs no upload pipeline.

const PLACEHOLDER = 'data:image/webp;base64,UklGRg==';

export function galleryDoc(userId: string, over: Partial<ClientGallery> = {}): ClientGallery {
  return { ...clientGalleryData(userId, new Date()), title: 'Ana & Luis', ...over };
}

export interface SeedPhoto {
  fileName: string;
  set: string;
  webBytes: number;
  bytes?: number;
  hidden?: boolean;
}

/** The gallery, its photos' documents and their web-size and original files (random bytes: a photo's entropy). */
export async function seedGallery(
  db: Firestore,
  store: ObjectStore,
  galleryId: string,
  gallery: ClientGallery,
  photos: SeedPhoto[],
): Promise<void> {
  const ref = db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
  await ref.set(gallery);
  const largest = Math.max(...photos.map((photo) => Math.max(photo.webBytes, photo.bytes ?? 0)));
  const noise = randomBytes(largest);
  for (let start = 0; start < photos.length; start += 400) {
    const batch = db.batch();
    photos.slice(start, start + 400).forEach((photo, offset) => {
      const index = start + offset;
      const doc: GalleryPhoto = {
        fileName: photo.fileName,
        set: photo.set,
        order: index,
        hidden: photo.hidden ?? false,
        width: 2048,
        height: 1365,
        contentType: 'image/jpeg',
        bytes: photo.bytes ?? photo.webBytes * 4,
        webBytes: photo.webBytes,
        variantWidths: [320],
        placeholder: PLACEHOLDER,
        createdAt: new Date(),
      };
      batch.set(ref.collection(SUBCOLLECTIONS.galleryPhotos).doc(photoId(index)), { ...doc, createdAt: Timestamp.now() });
    });
    await batch.commit();
  }
  for (const [index, photo] of photos.entries()) {
    await store.write(galleryPaths.web(galleryId, photoId(index)), noise.subarray(0, photo.webBytes), 'image/jpeg');
    if (photo.bytes)
      await store.write(galleryPaths.original(galleryId, photoId(index), 'image/jpeg'), noise.subarray(0, photo.bytes), 'image/jpeg');
  }
}

export const photoId = (index: number) => `photo${String(index).padStart(4, '0')}`;

let favouredAt = Date.now() - 3_600_000;

/**
 * Photo `index` made a favourite of `uid`'s as the gallery page writes it: under the photo's id for
 * the gallery's customer (`own`), under `<photoId>~<uid>` for an invited person; each a second after the last.
 */
export const pickFavourite = (db: Firestore, galleryId: string, uid: string, index: number, own = true) =>
  db
    .collection(COLLECTIONS.clientGalleries)
    .doc(galleryId)
    .collection(SUBCOLLECTIONS.galleryFavourites)
    .doc(own ? photoId(index) : `${photoId(index)}~${uid}`)
    .set({ userId: uid, createdAt: Timestamp.fromMillis((favouredAt += 1000)) });
