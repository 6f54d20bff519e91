import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { VARIANT_CONTENT_TYPES } from '../../../common/media';
import { mediaKeywords, type Media } from '../../../common/schemas/media';
import type { Logger } from '../lib/logger';
import type { ObjectStore } from '../lib/storage/object-store';
import { archiveOriginal } from '../archive/archive-original';
import { bucketPaths } from './bucket-paths';
import { makeVariants } from './make-variants';
import { storeWhole } from './store-whole';

export interface MediaDeps {
  db: Firestore;
  store: ObjectStore;
  /** The archive bucket (lib/storage/archive-store.ts): every original is copied there. */
  archive: () => ObjectStore;
  logger: Logger;
}

interface NewMedia {
  id: string;
  filename: string;
  data: Buffer;
  alt: string;
}

/** The stored document, createdAt aside (the server's time). */
export type StoredMedia = Omit<Media, 'createdAt'>;

/**
 * A library photo made from its original: the media document (createdAt aside) and every file it
 * names, the original first (at `originalPath`: its own path unless a restore names where it was).
 * Throws UnreadableImageError for a file the server cannot decode.
 */
export async function makeMedia(input: NewMedia, originalPath?: string) {
  const { id } = input;
  const photo = await makeVariants(input.data);
  const document: StoredMedia = {
    filename: input.filename,
    contentType: photo.contentType,
    bytes: input.data.length,
    width: photo.width,
    height: photo.height,
    originalPath: originalPath ?? bucketPaths.original(id, photo.contentType),
    variants: photo.variants.map((v) => ({
      path: `/${bucketPaths.variant(id, v.width, v.format)}`,
      width: v.width,
      height: v.height,
      format: v.format,
      bytes: v.data.length,
    })),
    placeholder: photo.placeholder,
    color: photo.color,
    alt: input.alt,
    keywords: mediaKeywords({ filename: input.filename, alt: input.alt }),
  };
  const files = [
    { path: document.originalPath, data: input.data, contentType: photo.contentType },
    ...photo.variants.map((variant) => ({
      path: bucketPaths.variant(id, variant.width, variant.format),
      data: variant.data,
      contentType: VARIANT_CONTENT_TYPES[variant.format],
    })),
  ];
  return { document, files };
}

/**
 * Makes the variants of one photograph and stores it whole: the private original, the public
 * variants, the original's archive copy, then the media document (with its archive record), created last so no page can name a photo whose files are not
 * all there. Any failure removes what this call wrote: nothing is left half-stored. An unreadable
 * file throws UnreadableImageError before anything is written.
 */
export async function storeMedia(deps: MediaDeps, input: NewMedia): Promise<StoredMedia> {
  const { document, files } = await makeMedia(input);
  const recordArchive = await archiveOriginal(deps, {
    kind: 'media',
    galleryId: null,
    photoId: input.id,
    fileName: input.filename,
    contentType: document.contentType,
    path: document.originalPath,
    data: input.data,
    set: null,
    order: null,
    alt: input.alt,
  });
  await storeWhole(
    deps,
    files,
    () => {
      const batch = deps.db.batch();
      batch.create(deps.db.collection(COLLECTIONS.media).doc(input.id), { ...document, createdAt: FieldValue.serverTimestamp() });
      recordArchive(batch);
      return batch.commit();
    },
    { mediaId: input.id },
  );
  return document;
}
