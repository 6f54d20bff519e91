import { z } from 'zod';
import { studioToday } from '../days';
import { gallerySelectionRulesSchema, selectionRulesInputSchema } from '../gallery-selection';
import { UPLOAD_TYPE_LIST } from '../media';
import { LIMITS, dateSchema, idSchema, isoDateSchema, listItem, optionalText, shortText, uidSchema } from './common';
import { EXTENSION_DAYS_MAX } from './gallery-extension';
import { stripeReferenceSchema } from './online-payments';

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

const GALLERY_STATUSES = ['draft', 'published'] as const;

/** The delivery stage a booking shows the customer (bookings/{id}.delivery). */
export const DELIVERY_STAGES = ['not-started', 'editing', 'delivered'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** What a customer may download: nothing, the web size (long edge WEB_DOWNLOAD_EDGE), the original, or both. */
const galleryDownloadsSchema = z.strictObject({
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
  bookingId: idSchema.nullable(),
  title: shortText(LIMITS.name),
  status: z.enum(GALLERY_STATUSES),
  /** The sets, in the order the customer sees them as tabs ("Ceremony", "Portraits"): one line each, as the rules' isTextList. */
  sets: z.array(listItem(GALLERY_SET_NAME_MAX)).min(1).max(GALLERY_MAX_SETS),
  coverPhotoId: idSchema.nullable(),
  downloads: galleryDownloadsSchema,
  /** Optional: after this studio day the download buttons hide. The photos are kept regardless. */
  expiresOn: isoDateSchema.nullable(),
  publishedAt: dateSchema.nullable(),
  createdAt: dateSchema,
  /**
   * Issue 38: how many photos are included and what an extra costs (common/gallery-selection.ts),
   * copied from the booking's package when the gallery is made, then the owner's to change. Absent
   * or null: no limit (galleries made before).
   */
  selection: gallerySelectionRulesSchema.nullable().optional(),
  /** The extras paid for, written by the Stripe webhook with their ledger entry (galleryPayments); nobody else changes it. */
  paidPhotoIds: z.array(idSchema).max(5000).optional(),
  /** Issue 38: the extras a transfer slip waits for (gallerySlips), written by the slip functions only: nobody pays for them again meanwhile. */
  pendingPhotoIds: z.array(idSchema).max(5000).optional(),
  /** Issue 38: proofing, the customer sees watermarked previews until a photo's clean files are theirs (absent: off). */
  proofing: z.boolean().optional(),
});
export type ClientGallery = z.infer<typeof clientGallerySchema>;

/**
 * Whether a customer may download: downloads are on and the studio's day (its time zone) is not
 * past expiresOn. The functions decide with it what they sign and serve; the profile's gallery
 * card, what it says.
 */
export const downloadsOpen = (gallery: Pick<ClientGallery, 'downloads' | 'expiresOn'>, now: number) =>
  gallery.downloads.enabled && (gallery.expiresOn === null || studioToday(new Date(now)) <= gallery.expiresOn);

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
  /** Issue 38, proofing: the widths of its watermarked previews and the mark they carry (absent until made). */
  proofWidths: z.array(z.number().int().positive()).max(8).optional(),
  proofMark: z.string().max(64).optional(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

// ---------------------------------------------------------------- added by the gallery lane (W18a)

/** The fields the owner's gallery form edits. */
export const galleryInputSchema = z.object({
  title: shortText(LIMITS.name),
  sets: z.array(listItem(GALLERY_SET_NAME_MAX)).min(1).max(GALLERY_MAX_SETS),
  downloads: galleryDownloadsSchema,
  expiresOn: isoDateSchema.nullable(),
  selection: selectionRulesInputSchema.optional(),
  proofing: z.boolean().optional(),
});
export type GalleryInput = z.infer<typeof galleryInputSchema>;

/** clientGalleries/{id}/favourites/{photoId}: written and removed by the gallery's customer only. */
export const galleryFavouriteSchema = z.object({ userId: uidSchema, createdAt: dateSchema });
export type GalleryFavourite = z.infer<typeof galleryFavouriteSchema>;

/** What the functions record in clientGalleries/{id}/activity (the owner reads it; nobody writes it). */
const GALLERY_ACTIVITY_KINDS = ['opened', 'downloaded', 'selection-sent', 'reopen-requested'] as const;

export const galleryActivitySchema = z.object({
  kind: z.enum(GALLERY_ACTIVITY_KINDS),
  userId: uidSchema,
  /** A download's photo, or null. */
  photoId: z.string().max(LIMITS.id).nullable(),
  /** A selection's file names, in gallery order (empty for other kinds). */
  fileNames: z.array(z.string().max(LIMITS.shortText)).max(5000),
  at: dateSchema,
});
export type GalleryActivity = z.infer<typeof galleryActivitySchema>;

/** The activity ids that mark a once-only event (created, never overwritten: a second attempt finds it). */
export const ONCE_ACTIVITY_IDS = {
  opened: 'first-opened',
  /** One reopen request per closing day: a later extension can be asked for again. */
  reopen: (expiresOn: string) => `reopen-${expiresOn}`,
} as const;

/** bookings/{id}/delivery/stage: where the photographs of a booking stand (the owner writes; publishing sets delivered). */
export const bookingDeliverySchema = z.object({
  stage: z.enum(DELIVERY_STAGES),
  /** The day the owner promised the photographs, while editing. */
  promisedOn: isoDateSchema.nullable(),
  updatedAt: dateSchema,
});
export type BookingDelivery = z.infer<typeof bookingDeliverySchema>;
export const BOOKING_DELIVERY_DOC = 'stage';

/** What the gallery functions answer with: the addresses of one photo, valid until `expiresAt`. */
export interface GalleryPhotoUrls {
  photoId: string;
  /** "…320w.webp 320w, …" for <source type="image/webp">, and the JPEG fallback's. */
  webpSrcset: string;
  jpegSrcset: string;
  /** The JPEG nearest 1280 px, for src. */
  src: string;
  downloadWeb: string | null;
  downloadFull: string | null;
  /** Issue 38: these addresses are watermarked proofs (a proofing gallery, the photo's clean files not yet the customer's). */
  proof?: boolean;
}
export interface GalleryUrlsAnswer {
  expiresAt: string;
  /** Whether the download buttons show (downloads on and not past expiresOn). */
  downloadsOpen: boolean;
  photos: GalleryPhotoUrls[];
}

// ---------------------------------------------------------------- issue 38: invitations and selections

/**
 * clientGalleries/{id}/invites/{email}: a person the owner invited to make their own picks (a family,
 * a couple). The id is the address in lower case; an account signed in with that address, verified,
 * sees the gallery as its customer does. The owner writes and removes it.
 */
export const galleryInviteSchema = z.object({
  email: z.string().max(LIMITS.email),
  invitedAt: dateSchema,
});

/**
 * clientGalleries/{id}/selections/{uid}: the selection a person last sent, recorded by the gallery
 * function only (it refuses one over the limit without payment): their own picks, and the gallery's
 * combined selection at that moment with what was included and what was paid.
 */
export const gallerySelectionRecordSchema = z.object({
  userId: uidSchema,
  email: z.string().max(LIMITS.email),
  /** The person's own picks, in gallery order. */
  photoIds: z.array(idSchema).max(5000),
  fileNames: z.array(z.string().max(LIMITS.shortText)).max(5000),
  /** The gallery's combined selection when sent: included and paid extras. */
  includedPhotoIds: z.array(idSchema).max(5000),
  paidPhotoIds: z.array(idSchema).max(5000),
  sentAt: dateSchema,
});
export type GallerySelectionRecord = z.infer<typeof gallerySelectionRecordSchema>;

/** What a galleryPayments entry pays for: extra photos, or an extension of the downloads. */
const GALLERY_PAYMENT_PURPOSES = ['extras', 'extension'] as const;

/**
 * galleryPayments/{stripe event id}: money for a gallery's extra photos (with the photos it unlocks)
 * or for an extension of its downloads, written only by the Stripe webhook. A ledger beside payments
 * (bookings) and framePayments (frame orders), read by Reports and the CSV as lines of revenue of
 * their own (extras, extensions). Extras paid by bank transfer are `slip-<slip id>`, written when the
 * owner approves the slip (gallerySlips, common/schemas/gallery-slips.ts). The rules and their tests read
 * the schema (tests/rules/indexes.test.ts, gallery-selections.test.ts); the functions write it.
 * @public
 */
export const galleryPaymentSchema = z.object({
  galleryId: idSchema,
  /** Who paid (the gallery's customer or a person they invited); they and the owner read it. */
  userId: uidSchema,
  kind: z.enum(['payment', 'refund']),
  amount: z
    .number()
    .int()
    .min(-LIMITS.maxPrice * LIMITS.maxQuantity)
    .max(LIMITS.maxPrice * LIMITS.maxQuantity)
    .refine((n) => n !== 0, 'An amount of 0 records nothing'),
  /** Card through Stripe Checkout, or a bank transfer whose slip the owner approved (issue 38, gallerySlips). */
  method: z.enum(['card', 'bank-transfer']),
  receivedOn: isoDateSchema,
  note: optionalText(500),
  /** The Stripe event of a card payment; absent on a bank transfer's entry (`slip-<slip id>`). */
  stripe: stripeReferenceSchema.optional(),
  /** The photos this payment unlocks (empty for a refund, or for a second payment of photos already paid, which is refunded). */
  photoIds: z.array(idSchema).max(5000),
  /**
   * What the money is for: extra photos, or an extension of the downloads (common/gallery-extension.ts).
   * Absent on entries made before extensions: extras. Reports and the CSV show each as its own line.
   */
  purpose: z.enum(GALLERY_PAYMENT_PURPOSES).optional(),
  /** An extension's payment: the days bought and the last day of downloads before and after (null for a second payment, refunded). */
  extension: z
    .strictObject({ days: z.number().int().min(1).max(EXTENSION_DAYS_MAX), from: isoDateSchema, until: isoDateSchema })
    .nullable()
    .optional(),
  /**
   * A refund, a dispute or a returned dispute: the payment entry it adjusts (common/gallery-payments.ts
   * decides from it which photos stay unlocked). Null or absent on a payment.
   */
  adjusts: idSchema.nullable().optional(),
  createdAt: dateSchema,
});
export type GalleryPayment = z.infer<typeof galleryPaymentSchema>;
