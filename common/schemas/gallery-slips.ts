import { z } from 'zod';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, uidSchema } from './common';
import { SLIP_MAX_BYTES, SLIP_STATUS_LABELS, SLIP_TYPES, type SlipStatus, type SlipType } from './slips';

// gallerySlips/{slipId} (issue 38, docs/galleries.md "Extras by bank transfer"): a customer's proof
// of a bank transfer for a gallery's extra photos. Sent through the same upload as a booking's slip
// (POST /api/books/slips, with the gallery and the photos instead of a booking; the file at
// slips/gallery/<id>/slip.<ext>, no client reads the bucket), but the amount is the server's: it
// prices exactly those photos as the checkout of extras does (functions/src/galleries/gallery-extras.ts).
// While it waits, its photos are the gallery's `pendingPhotoIds` and no one pays for them again. The
// owner approves it through the gallery function, which records the payment in galleryPayments
// (payments by slip are `slip-<id>`, method bank transfer) and unlocks the photos in the webhook's own
// code path, or rejects it with a reason the customer reads (and is emailed). No client writes one.

const GALLERY_SLIP_STATUSES = Object.keys(SLIP_STATUS_LABELS) as [SlipStatus, ...SlipStatus[]];

/** What the customer sends with the file: the gallery, the photos, the day of the transfer. Never an amount. */
export const gallerySlipInputSchema = z.object({
  galleryId: idSchema,
  photoIds: z.array(idSchema).min(1).max(5000),
  sentOn: isoDateSchema,
  note: optionalText(500),
});

export const gallerySlipSchema = gallerySlipInputSchema.extend({
  /** What the transfer pays for: a gallery's extra photos. */
  kind: z.literal('extras'),
  /** Who sent it: the gallery's customer or a person they invited. */
  userId: uidSchema,
  /** What the server priced those photos at when the slip came (whole units). */
  amount: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.maxPrice * LIMITS.maxQuantity),
  /** The order of those photos (galleryExtraOrders), which the approval pays as the webhook would. */
  orderId: z.string().regex(/^[0-9a-f]{32}$/),
  /** The reference the page told the customer to quote with the transfer (transferReference). */
  reference: z.string().max(40),
  contentType: z.enum(Object.keys(SLIP_TYPES) as [SlipType, ...SlipType[]]),
  bytes: z.number().int().min(1).max(SLIP_MAX_BYTES),
  status: z.enum(GALLERY_SLIP_STATUSES),
  /** Why the owner did not accept it (the customer reads it); empty otherwise. */
  reason: optionalText(500),
  /** The galleryPayments entry its approval wrote (`slip-<id>`); null until then. */
  paymentId: idSchema.nullable(),
  createdAt: dateSchema,
  decidedAt: dateSchema.nullable(),
});
export type GallerySlip = z.infer<typeof gallerySlipSchema>;

/** What the gallery page shows before the upload: the server's amount for those photos, and the studio's bank details. */
export interface GalleryTransferDetails {
  amount: number;
  photoCount: number;
  reference: string;
  bankDetails: string;
  upiId: string;
  paymentNote: string;
}

/** The reference a transfer for an order of extras quotes: short, and the same for the same photos at the same price. */
export const transferReference = (orderId: string) => `EXTRAS-${orderId.slice(0, 8).toUpperCase()}`;
