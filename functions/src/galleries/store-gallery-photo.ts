import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { VARIANT_CONTENT_TYPES } from '../../../common/media';
import { WEB_DOWNLOAD_EDGE, type GalleryPhoto } from '../../../common/schemas/client-galleries';
import { archiveOriginal } from '../archive/archive-original';
import { cleanOriginal } from '../media/clean-original';
import { makeVariants } from '../media/make-variants';
import type { MediaDeps } from '../media/store-media';
import { storeWhole } from '../media/store-whole';
import { galleryPaths } from './gallery-paths';
import { proofFiles, proofMarkFor, type ProofMark } from './proofs';

// One photograph into a client gallery: the original (the full-resolution download, without its
// location and camera details: clean-original.ts), a web-size JPEG (the web download) and the
// display variants (and, in a proofing gallery, the watermarked proofs: proofs.ts), all private
// under galleries/; the original's copy in the archive bucket (archive-original.ts); then the photo's
// document with its archive record, created last: a photo the customer can see always has all its
// files, and every photo is archived.

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

interface MadeGalleryPhoto {
  document: StoredGalleryPhoto;
  files: { path: string; data: Buffer; contentType: string }[];
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

/**
 * The files and document of a photo made from `data` (the upload, or the archived original for a
 * restore), whose stored original is `original` (cleaned for an upload; the archive's bytes as they
 * are for a restore). Throws UnreadableImageError for a file the server cannot decode.
 */
export async function makeGalleryPhoto(
  input: Omit<NewGalleryPhoto, 'data'> & { data: Buffer; original?: Buffer },
  proof: ProofMark | null,
): Promise<MadeGalleryPhoto> {
  const { galleryId, photoId } = input;
  const photo = await makeVariants(input.data, { watermark: proof?.watermark ?? null });
  const [original, web] = await Promise.all([input.original ?? cleanOriginal(input.data, photo.contentType), webSize(input.data)]);
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
    ...(proof ? { proofWidths: [...new Set(photo.proofs.map((v) => v.width))].sort((a, b) => a - b), proofMark: proof.version } : {}),
  };
  const files = [
    { path: galleryPaths.original(galleryId, photoId, photo.contentType), data: original, contentType: photo.contentType },
    { path: galleryPaths.web(galleryId, photoId), data: web, contentType: 'image/jpeg' },
    ...photo.variants.map((v) => ({
      path: galleryPaths.variant(galleryId, photoId, v.width, v.format === 'jpeg' ? 'jpeg' : 'webp'),
      data: v.data,
      contentType: VARIANT_CONTENT_TYPES[v.format],
    })),
    ...proofFiles(galleryId, photoId, photo.proofs),
  ];
  return { document, files };
}

/** Throws UnreadableImageError (nothing written) for a file that is not a photograph the server can decode. */
export async function storeGalleryPhoto(deps: MediaDeps, input: NewGalleryPhoto): Promise<StoredGalleryPhoto> {
  const { galleryId, photoId } = input;
  const { document, files } = await makeGalleryPhoto(input, await proofMarkFor(deps, galleryId));
  const [original] = files;
  const recordArchive = await archiveOriginal(deps, {
    kind: 'gallery',
    galleryId,
    photoId,
    fileName: input.filename,
    contentType: document.contentType,
    path: original.path,
    data: original.data,
    set: input.set,
    order: input.order,
    alt: null,
  });
  await storeWhole(
    deps,
    files,
    () => {
      const batch = deps.db.batch();
      batch.create(galleryPhotoRef(deps, galleryId, photoId), { ...document, createdAt: FieldValue.serverTimestamp() });
      recordArchive(batch);
      return batch.commit();
    },
    { galleryId, photoId },
  );
  return document;
}
