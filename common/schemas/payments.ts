import { z } from 'zod';
import { addUtcDays } from '../days';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, uidSchema } from './common';
import { stripeReferenceSchema } from './online-payments';

// Payments against a booking, recorded by the owner. Each is its own document and is never edited
// or deleted: a mistake is undone by a reversal, a new entry of the opposite amount. The booking's
// paidTotal and paymentStatus are derived from these records by a Cloud Function.

/** How the money arrived. */
export const PAYMENT_CHANNELS = ['cash', 'bank-transfer', 'upi', 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** payment: money in (amount > 0); refund: money back to the customer (amount < 0); reversal: undoes one entry. */
const PAYMENT_KINDS = ['payment', 'refund', 'reversal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A received day may be recorded up to this many days before the studio's today, never after it.
 * firestore.rules states the same number (isReceivedDay, from its earliest studio today, a day of
 * slack for time zones: shared-limits-drift.test.ts); the payment dialog and the slip forms offer
 * no earlier day (earliestReceivedDay).
 */
export const PAYMENT_BACKDATE_DAYS = 365;

/** The earliest day a payment received by `today` (the studio's) may be recorded on. */
export const earliestReceivedDay = (today: string) => addUtcDays(today, -PAYMENT_BACKDATE_DAYS);

/** What the forms say of an earlier day. */
export const TOO_FAR_BACK = `The ledger takes payments received within the last ${PAYMENT_BACKDATE_DAYS} days.`;

export const paymentInputSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  /** Whole dollars, always positive here: the kind gives the sign. */
  amount: z.number().int().min(1).max(LIMITS.maxPrice),
  method: z.enum(PAYMENT_CHANNELS),
  receivedOn: isoDateSchema,
  note: optionalText(500),
  /** The owner's yes to a payment above the balance (the rules require it then, and refuse it otherwise). */
  overpaymentConfirmed: z.boolean().default(false),
});

export const reversalInputSchema = z.object({
  /** Why the entry is being undone: required, it is the audit trail. */
  note: z.string().trim().min(1).max(500),
});

export const paymentSchema = z.object({
  bookingId: idSchema,
  /** The booking's customer (their profile lists their payments). */
  userId: uidSchema,
  kind: z.enum(PAYMENT_KINDS),
  /** Signed whole dollars: what this entry adds to the amount paid. */
  amount: z
    .number()
    .int()
    .min(-LIMITS.maxPrice)
    .max(LIMITS.maxPrice)
    .refine((n) => n !== 0, 'An amount of 0 records nothing'),
  method: z.enum(PAYMENT_CHANNELS),
  receivedOn: isoDateSchema,
  note: optionalText(500),
  /** The entry a reversal undoes; null otherwise. */
  reverses: idSchema.nullable(),
  /** True exactly when a payment took the booking above its price, which the owner confirmed. Entries written before the check default to false. */
  overpaymentConfirmed: z.boolean().default(false),
  /** Paid or refunded online: the Stripe event that recorded it (the webhook writes these, no client can). */
  stripe: stripeReferenceSchema.optional(),
  createdAt: dateSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * paymentLedgers/{bookingId}: the net amount recorded against a booking (payments minus refunds,
 * reversals applied), moved in the same write as each entry (`lastEntry`), so the rules know the
 * exact amount paid when they judge the next one: a refund never exceeds it, and a payment above
 * the balance needs the owner's confirmation.
 */
export const paymentLedgerSchema = z.object({
  net: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.maxPrice * 10),
  lastEntry: idSchema,
});

/** A reversal's document id: one per entry, so an entry can never be reversed twice. */
export const reversalId = (paymentId: string) => `${paymentId}-reversal`;
