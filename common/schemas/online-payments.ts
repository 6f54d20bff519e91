import { z } from 'zod';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, uidSchema } from './common';
import { INSTALMENT_IDS } from './payment-schedules';

// Paying online through Stripe Checkout. The customer asks the createCheckoutSession function for
// a hosted payment page; Stripe's webhook (stripeWebhook) writes what was paid into the ledger the
// owner already keeps (payments + paymentLedgers for a booking, framePayments for a frame order).
// No client ever writes an online payment: the rules have no such shape.

/**
 * What the customer may ask to pay. Never an amount: the function computes it from the ledger.
 * A booking's part is the deposit, the whole balance, or one instalment of a split balance
 * (`balance-2`, priced from the server's own schedule).
 */
export const checkoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booking'), bookingId: idSchema, what: z.enum(['balance', ...INSTALMENT_IDS]) }).strict(),
  z.object({ kind: z.literal('frame-order'), orderId: idSchema }).strict(),
  /**
   * Issue 38: the extra photos of a gallery's selection, as the page lists them. The function counts
   * them again from its own records and refuses a list that differs; the price is its own.
   */
  z.object({ kind: z.literal('gallery-extras'), galleryId: idSchema, photoIds: z.array(idSchema).min(1).max(5000) }).strict(),
  /**
   * Issue 38: an extension of a gallery's closed downloads. Only the gallery: the days and the price
   * are the studio's (settings/galleryExtension), read by the function.
   */
  z.object({ kind: z.literal('gallery-extension'), galleryId: idSchema }).strict(),
]);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type BookingCheckoutPart = Extract<CheckoutRequest, { kind: 'booking' }>['what'];

/** Where a ledger entry came from Stripe: its event (the entry's id) and the payment it belongs to. */
export const stripeReferenceSchema = z.object({
  eventId: idSchema,
  eventType: z.string().min(1).max(100),
  sessionId: z.string().max(255),
  paymentIntentId: z.string().max(255),
});
export type StripeReference = z.infer<typeof stripeReferenceSchema>;

/**
 * framePayments/{stripe event id}: money for a frame order, written only by the webhook (Admin
 * SDK). A ledger of its own rather than fields on the order: the order's rules check its exact
 * shape on every owner update, and entries keyed by event id make a redelivery a no-op.
 */
export const framePaymentSchema = z.object({
  orderId: idSchema,
  /** The order's customer (their profile shows what they paid). */
  userId: uidSchema,
  kind: z.enum(['payment', 'refund']),
  /** Signed whole units of the studio's currency, as in payments. */
  amount: z
    .number()
    .int()
    .min(-LIMITS.maxPrice * LIMITS.maxQuantity)
    .max(LIMITS.maxPrice * LIMITS.maxQuantity)
    .refine((n) => n !== 0, 'An amount of 0 records nothing'),
  method: z.literal('card'),
  receivedOn: isoDateSchema,
  note: optionalText(500),
  stripe: stripeReferenceSchema,
  createdAt: dateSchema,
});
export type FramePayment = z.infer<typeof framePaymentSchema>;

/**
 * settings/onlinePayments: public and written only by the functions. Whether Stripe's keys are
 * set is known only on the server; the pages read this flag to show "Pay online" or nothing.
 */
export const ONLINE_PAYMENTS_SETTINGS_ID = 'onlinePayments';
export const onlinePaymentsFlagSchema = z.object({ enabled: z.boolean(), checkedAt: dateSchema });

/** What the owner's Settings screen is told (the status function). */
export const onlinePaymentsStatusSchema = z.object({
  enabled: z.boolean(),
  /** The secrets still to set, by name. */
  missing: z.array(z.string()),
  webhookPath: z.string(),
});
export type OnlinePaymentsStatus = z.infer<typeof onlinePaymentsStatusSchema>;
