import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  downloadsOpen,
  type ClientGallery,
  type GalleryPhoto,
  type GalleryPhotoUrls,
  type GalleryUrlsAnswer,
} from '../../../common/schemas/client-galleries';
import type { ObjectStore } from '../lib/storage/object-store';
import { galleryAccess, gallerySub } from './gallery-access';
import { galleryPaths } from './gallery-paths';
import { cleanPhotoIdsOf, isClean } from './proof-access';

// galleryPhotoUrls({galleryId, photoIds?}): the signed addresses of a gallery's photos, for the
// gallery page (srcset), the lightbox and the downloads. Access first (gallery-access.ts); nothing
// is recorded here. Addresses expire at the end of the next whole hour: every request within an
// hour gets the same ones, so the browser's cache (and a CDN's) keeps working.

/** @internal Exported for its tests only. */
export const URL_WINDOW_MS = 60 * 60_000;
/** Valid for one to two hours: the hour under way, and the next. */
export const urlExpiry = (now: number) => new Date((Math.floor(now / URL_WINDOW_MS) + 2) * URL_WINDOW_MS);

/** At most this many photos per call (the page asks page by page; each address is a signature). */
const MAX_PHOTOS_PER_CALL = 120;

interface PhotoUrlDeps {
  db: Firestore;
  store: ObjectStore;
  now: () => number;
}

async function urlsOf(
  deps: PhotoUrlDeps,
  galleryId: string,
  id: string,
  photo: GalleryPhoto,
  gallery: ClientGallery,
  open: boolean,
  expiresAt: Date,
  clean: boolean,
) {
  const sign = (path: string, downloadName?: string) => deps.store.signedUrl(path, { expiresAt, downloadName });
  // A proof: its watermarked previews only (none yet: no address, the page shows the placeholder).
  const widths = clean ? photo.variantWidths : (photo.proofWidths ?? []);
  const path = clean ? galleryPaths.variant : galleryPaths.proof;
  const srcset = async (format: 'webp' | 'jpeg') =>
    (await Promise.all(widths.map(async (w) => `${await sign(path(galleryId, id, w, format))} ${w}w`))).join(', ');
  const fallbackWidth = [...widths].reverse().find((w) => w <= 1280) ?? widths[0];
  const base = photo.fileName.replace(/\.[^.]+$/, '');
  const urls: GalleryPhotoUrls = {
    photoId: id,
    webpSrcset: await srcset('webp'),
    jpegSrcset: await srcset('jpeg'),
    src: fallbackWidth ? await sign(path(galleryId, id, fallbackWidth, 'jpeg')) : '',
    downloadWeb: clean && open && gallery.downloads.web ? await sign(galleryPaths.web(galleryId, id), `${base}-web.jpg`) : null,
    downloadFull:
      clean && open && gallery.downloads.full ? await sign(galleryPaths.original(galleryId, id, photo.contentType), photo.fileName) : null,
    ...(clean ? {} : { proof: true }),
  };
  return urls;
}

export async function galleryPhotoUrls(deps: PhotoUrlDeps, token: DecodedIdToken | undefined, data: unknown): Promise<GalleryUrlsAnswer> {
  const request = (data ?? {}) as { galleryId?: unknown; photoIds?: unknown };
  const { galleryId, gallery, viewer } = await galleryAccess(deps.db, token, request.galleryId);
  const wanted = Array.isArray(request.photoIds)
    ? request.photoIds.filter((id): id is string => typeof id === 'string').slice(0, MAX_PHOTOS_PER_CALL)
    : null;
  const photos = gallerySub(deps.db, galleryId, 'galleryPhotos');
  const snapshots = wanted
    ? (await deps.db.getAll(...(wanted.length ? wanted.map((id) => photos.doc(id)) : [photos.doc('-')]))).filter((s) => s.exists)
    : (await photos.orderBy('order').limit(MAX_PHOTOS_PER_CALL).get()).docs;
  const now = deps.now();
  const expiresAt = urlExpiry(now);
  // The owner previews downloads as the customer would get them.
  const open = downloadsOpen(gallery, now);
  const visible = snapshots.filter((s) => viewer === 'owner' || (s.data() as GalleryPhoto).hidden === false);
  // The owner sees every photo clean; the customer of a proofing gallery, proofs until a photo is theirs.
  const clean = viewer === 'owner' ? 'all' : await cleanPhotoIdsOf(deps.db, galleryId, gallery);
  return {
    expiresAt: expiresAt.toISOString(),
    downloadsOpen: open,
    photos: await Promise.all(
      visible.map((s) => urlsOf(deps, galleryId, s.id, s.data() as GalleryPhoto, gallery, open, expiresAt, isClean(clean, s.id))),
    ),
  };
}
