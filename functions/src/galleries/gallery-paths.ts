import type { UploadType } from '../../../common/media';
import { ORIGINAL_EXTENSIONS as EXTENSIONS, checked } from '../media/bucket-paths';

// Where a client gallery's files live in the bucket: all under galleries/, which storage.rules lets
// no client read. The owner and the gallery's customer get them through short-lived signed URLs.
//
//   galleries/<galleryId>/<photoId>/original.<ext>     the full-resolution download (location and camera details removed: clean-original.ts)
//   galleries/<galleryId>/<photoId>/web.jpg            the web-size download (WEB_DOWNLOAD_EDGE)
//   galleries/<galleryId>/<photoId>/<width>w.webp|jpg  the display variants
//   galleries/<galleryId>/<photoId>/<width>w-proof.webp|jpg  a proofing gallery's watermarked previews (proofs.ts)

export const galleryPaths = {
  photosOf: (galleryId: string) => `galleries/${checked(galleryId)}/`,
  filesOf: (galleryId: string, photoId: string) => `galleries/${checked(galleryId)}/${checked(photoId)}/`,
  original: (galleryId: string, photoId: string, type: UploadType) =>
    `galleries/${checked(galleryId)}/${checked(photoId)}/original.${EXTENSIONS[type]}`,
  web: (galleryId: string, photoId: string) => `galleries/${checked(galleryId)}/${checked(photoId)}/web.jpg`,
  variant: (galleryId: string, photoId: string, width: number, format: 'webp' | 'jpeg') =>
    `galleries/${checked(galleryId)}/${checked(photoId)}/${width}w.${format === 'jpeg' ? 'jpg' : 'webp'}`,
  proof: (galleryId: string, photoId: string, width: number, format: 'webp' | 'jpeg') =>
    `galleries/${checked(galleryId)}/${checked(photoId)}/${width}w-proof.${format === 'jpeg' ? 'jpg' : 'webp'}`,
} as const;
