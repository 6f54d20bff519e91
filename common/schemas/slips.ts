import { z } from 'zod';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, uidSchema } from './common';

// transferSlips/{slipId}: a customer's proof of a bank transfer, waiting for the owner. The
// booksApi function writes the record and its private file together (the file is in the bucket
// at slips/<id>/slip.<ext>, through the storage seam; no client reads the bucket). The owner
// approves it (the ledger payment is written in the same transaction, and the record names it) or
// rejects it with a reason the customer reads. A record is never deleted.
// A slip may also pay a timed session's deposit (kind 'session', docs/sessions.md): bookingId then
// names sessionBookings/{id}, and the owner decides through the sessions function, which books or
// frees the held slot in the same transaction (no client writes such a slip).

const SLIP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

export const SLIP_STATUS_LABELS: Record<SlipStatus, string> = {
  pending: 'Awaiting verification',
  approved: 'Approved',
  rejected: 'Not accepted',
};

/** What a slip may be: a photo of it or the bank's PDF. */
export const SLIP_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;
export type SlipType = keyof typeof SLIP_TYPES;
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** What the customer sends with the file. */
export const slipInputSchema = z.object({
  bookingId: idSchema,
  amount: z.number().int().min(1).max(LIMITS.maxPrice),
  sentOn: isoDateSchema,
  note: optionalText(500),
  /** Absent: a whole-day booking (bookings/{bookingId}); 'session': a timed session's deposit (sessionBookings/{bookingId}). */
  kind: z.literal('session').optional(),
});

export const slipSchema = slipInputSchema.extend({
  userId: uidSchema,
  contentType: z.enum(Object.keys(SLIP_TYPES) as [SlipType, ...SlipType[]]),
  bytes: z.number().int().min(1).max(SLIP_MAX_BYTES),
  status: z.enum(SLIP_STATUSES),
  /** Why the owner did not accept it (the customer reads it); empty otherwise. */
  reason: optionalText(500),
  /** The ledger entry an approval wrote; null until then. */
  paymentId: idSchema.nullable(),
  createdAt: dateSchema,
});
export type Slip = z.infer<typeof slipSchema>;

/** The ledger entry of an approved slip: one per slip, so approving twice writes one payment. */
export const slipPaymentId = (slipId: string) => `slip-${slipId}`;

export const rejectSlipInputSchema = z.object({ reason: z.string().trim().min(1).max(500) });
