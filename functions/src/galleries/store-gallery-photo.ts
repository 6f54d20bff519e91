import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { VARIANT_CONTENT_TYPES } from '../../../common/media';
import { WEB_DOWNLOAD_EDGE, type GalleryPhoto } from '../../../common/schemas/client-galleries';
import { cleanOriginal } from '../media/clean-original';
import { makeVariants } from '../media/make-variants';
import type { MediaDeps } from '../media/store-media';
import { storeWhole } from '../media/store-whole';
import { galleryPaths } from './gallery-paths';

// One photograph into a client gallery: the original (the full-resolution download, without its
// location and camera details: clean-original.ts), a web-size JPEG (the web download) and the
// display variants, all private under galleries/, then the photo's document, created last: a photo
// the customer can see always has all its files.

interface NewGalleryPhoto {
  galleryId: string;
  /** The upload's id: unguessable, and completing twice finds the same document. */
  photoId: string;
  set: string;
  /** Its place: upload order (ms since the epoch of the upload's start); the owner reorders by swapping. */
  order: number;
  filename: string;
  data: Buffer;
}

/** The stored document, createdAt aside (the server's time). */
export type StoredGalleryPhoto = Omit<GalleryPhoto, 'createdAt'>;

export const galleryPhotoRef = (deps: Pick<MediaDeps, 'db'>, galleryId: string, photoId: string) =>
  deps.db.collection(COLLECTIONS.clientGalleries).doc(galleryId).collection(SUBCOLLECTIONS.galleryPhotos).doc(photoId);

/** The web-size download: long edge WEB_DOWNLOAD_EDGE, orientation applied, no metadata. */
async function webSize(data: Buffer): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(data)
    .autoOrient()
    .resize({ width: WEB_DOWNLOAD_EDGE, height: WEB_DOWNLOAD_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true, progressive: true })
    .toBuffer();
}

/** Throws UnreadableImageError (nothing written) for a file that is not a photograph the server can decode. */
export async function storeGalleryPhoto(deps: MediaDeps, input: NewGalleryPhoto): Promise<StoredGalleryPhoto> {
  const { galleryId, photoId } = input;
  const photo = await makeVariants(input.data);
  const [original, web] = await Promise.all([cleanOriginal(input.data, photo.contentType), webSize(input.data)]);
  const document: StoredGalleryPhoto = {
    fileName: input.filename,
    set: input.set,
    order: input.order,
    hidden: false,
    width: photo.width,
    height: photo.height,
    contentType: photo.contentType,
    bytes: original.length,
    webBytes: web.length,
    variantWidths: [...new Set(photo.variants.map((v) => v.width))].sort((a, b) => a - b),
    placeholder: photo.placeholder,
  };
  const files = [
    { path: galleryPaths.original(galleryId, photoId, photo.contentType), data: original, contentType: photo.contentType },
    { path: galleryPaths.web(galleryId, photoId), data: web, contentType: 'image/jpeg' },
    ...photo.variants.map((v) => ({
      path: galleryPaths.variant(galleryId, photoId, v.width, v.format === 'jpeg' ? 'jpeg' : 'webp'),
      data: v.data,
      contentType: VARIANT_CONTENT_TYPES[v.format],
    })),
  ];
  await storeWhole(
    deps,
    files,
    () => galleryPhotoRef(deps, galleryId, photoId).create({ ...document, createdAt: FieldValue.serverTimestamp() }),
    { galleryId, photoId },
  );
  return document;
}
