import type { GalleryPhoto, GalleryPhotoUrls, ImageRef } from '@common/schemas';

/**
 * A private photo as the image ref Picture renders: its signed WebP and JPEG srcsets, its size (no
 * layout shift) and its blurred placeholder. Before the addresses arrive, the placeholder alone.
 */
export const galleryImage = (photo: GalleryPhoto, urls: GalleryPhotoUrls | undefined, alt: string): ImageRef => ({
  // A proof not made yet has no address (issue 38): the placeholder stands in.
  src: urls?.src || photo.placeholder,
  width: photo.width,
  height: photo.height,
  alt,
  placeholder: photo.placeholder,
  ...(urls?.src ? { srcset: { webp: urls.webpSrcset, jpeg: urls.jpegSrcset } } : {}),
});
