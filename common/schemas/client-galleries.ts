import { z } from 'zod';
import { UPLOAD_TYPE_LIST } from '../media';
import { LIMITS, dateSchema, isoDateSchema, shortText, uidSchema } from './common';

// Client galleries (issue 18): a private gallery of a customer's photographs, per booking or for a
// walk-in. This file is the contract the gallery screens, the upload and download functions, the
// rules and the seed share. Nothing here is public: only the owner and the gallery's customer read a
// gallery, and its files are served only through short-lived signed URLs (functions/src/galleries/).
//
//   clientGalleries/{galleryId}                         the gallery (owner writes; customer reads once published)
//   clientGalleries/{galleryId}/photos/{photoId}        one photo: written by the upload function, then the
//                                                       owner edits set, order and hidden
//   clientGalleries/{galleryId}/favourites/{photoId}    the customer's favourites (customer writes their own)
//   clientGalleries/{galleryId}/activity/{eventId}      opened / favourited / downloaded, written by functions

export const GALLERY_STATUSES = ['draft', 'published'] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];

/** The delivery stage a booking shows the customer (bookings/{id}.delivery). */
export const DELIVERY_STAGES = ['not-started', 'editing', 'delivered'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** What a customer may download: nothing, the web size (long edge WEB_DOWNLOAD_EDGE), the original, or both. */
export const galleryDownloadsSchema = z.strictObject({
  enabled: z.boolean(),
  web: z.boolean(),
  full: z.boolean(),
});
export type GalleryDownloads = z.infer<typeof galleryDownloadsSchema>;

/** The long edge, in pixels, of a photo's web-size download. */
export const WEB_DOWNLOAD_EDGE = 2048;

export const GALLERY_SET_NAME_MAX = 40;
export const GALLERY_MAX_SETS = 20;

export const clientGallerySchema = z.object({
  /** The customer it belongs to: the only account besides the owner that can read it. */
  userId: uidSchema,
  /** The booking it delivers, or null for a walk-in customer. */
  bookingId: z.string().min(1).max(128).nullable(),
  title: shortText(LIMITS.name),
  status: z.enum(GALLERY_STATUSES),
  /** The sets, in the order the customer sees them as tabs ("Ceremony", "Portraits"). */
  sets: z.array(shortText(GALLERY_SET_NAME_MAX)).min(1).max(GALLERY_MAX_SETS),
  coverPhotoId: z.string().min(1).max(128).nullable(),
  downloads: galleryDownloadsSchema,
  /** Optional: after this studio day the download buttons hide. The photos are kept regardless. */
  expiresOn: isoDateSchema.nullable(),
  publishedAt: dateSchema.nullable(),
  createdAt: dateSchema,
});
export type ClientGallery = z.infer<typeof clientGallerySchema>;

export const galleryPhotoSchema = z.object({
  /** The name of the file the owner uploaded: the download's name and the selection list's line. */
  fileName: shortText(LIMITS.shortText),
  set: shortText(GALLERY_SET_NAME_MAX),
  order: z.number().int().min(0),
  hidden: z.boolean(),
  /** Of the photo as shown (orientation applied). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: z.enum(UPLOAD_TYPE_LIST),
  /** Bytes of the original (the full-resolution download) and of the web-size JPEG. */
  bytes: z.number().int().positive(),
  webBytes: z.number().int().positive(),
  /** The widths of the display variants made (each in WebP and JPEG), smallest first. */
  variantWidths: z.array(z.number().int().positive()).min(1).max(8),
  placeholder: z
    .string()
    .max(2000)
    .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/),
  createdAt: dateSchema,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
