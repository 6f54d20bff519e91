import { z } from 'zod';
import { EVENT_TYPES } from '../event-types';
import { keywordsSchema, searchKeywords } from '../search';
import { BOOKING_CONTRACT_STATES } from './contracts';
import { INSTALMENT_IDS, instalmentSchema } from './payment-schedules';
import {
  LIMITS,
  dateSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  phoneSchema,
  priceSchema,
  shortText,
  uidSchema,
} from './common';

// Bookings and frame orders. The rules enforce the same shape: own uid, createdAt == request.time,
// initial status, price and deposit equal to the catalogue's (or the custom link's), no unknown fields; after that only the status
// moves, along the transitions below, each stamped with the server's time in `statusAt`.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that still hold or claim their date (the dashboard's upcoming events). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export { EVENT_TYPES };
/** How the customer means to pay (chosen when booking). */
export const PAYMENT_METHODS = ['cash', 'bank-transfer'] as const;
/** Figures derived from the payment records by the server (common/payments.ts), never typed. */
export const PAYMENT_STATUSES = ['unpaid', 'part-paid', 'deposit-paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const STATUS_REASON_MAX = 500;

/**
 * How many booking requests one customer may have waiting (pending) at once. The rules count them in
 * pendingBookings/{uid}, which every new request joins in the same write; a request leaves it when
 * the studio answers it or it is withdrawn (the onBookingSettled function).
 */
export const MAX_PENDING_BOOKINGS = 5;
export const pendingBookingsSchema = z.object({ ids: z.array(idSchema).max(MAX_PENDING_BOOKINGS) });

/** The studio's reason when it declines (required) or cancels (optional). */
export const declineInputSchema = z.object({ reason: z.string().trim().min(1).max(STATUS_REASON_MAX) });
export const cancelInputSchema = z.object({ reason: optionalText(STATUS_REASON_MAX) });
/** The owner moves a confirmed booking: the new day (which the form also checks against the calendar) and a note. */
export const rescheduleInputSchema = z.object({ eventDate: isoDateSchema, note: optionalText(STATUS_REASON_MAX) });

const bookingInputFields = z.object({
  packageId: shortText(LIMITS.name),
  packageName: shortText(LIMITS.name),
  packagePrice: priceSchema,
  /**
   * The deposit that secures the date, kept like the price: the studio's percentage of a catalogue
   * package (depositSplit), or the deposit the owner chose for a custom package link.
   */
  packageDeposit: priceSchema,
  eventType: z.enum(EVENT_TYPES),
  eventDate: isoDateSchema,
  venue: shortText(),
  guestCount: z.number().int().min(1).max(LIMITS.maxGuests),
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalText(2000),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The slug of the custom package link being booked; '' for a catalogue package. */
  customPackageLink: z.string().max(64).default(''),
});

const depositWithinPrice = {
  check: (b: { packagePrice: number; packageDeposit: number }) => b.packageDeposit <= b.packagePrice,
  params: { path: ['packageDeposit'], message: "The deposit can't be more than the price" },
};

export const bookingInputSchema = bookingInputFields.refine(depositWithinPrice.check, depositWithinPrice.params);
export type BookingInput = z.infer<typeof bookingInputSchema>;

const statusTimes = <S extends readonly [string, ...string[]]>(statuses: S) => z.partialRecord(z.enum(statuses), dateSchema);

export const bookingSchema = bookingInputFields
  .extend({
    userId: uidSchema,
    status: z.enum(BOOKING_STATUSES),
    /** When each status was reached (server time). */
    statusAt: statusTimes(BOOKING_STATUSES),
    /** Why it was declined or cancelled by the studio; empty otherwise. */
    statusReason: optionalText(STATUS_REASON_MAX),
    paidTotal: z
      .number()
      .int()
      .min(-LIMITS.maxPrice * 10)
      .max(LIMITS.maxPrice * 10),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /**
     * What the booking owes in all: its price with the sales tax as the studio applies it (owedOn).
     * Server-written only (the rules refuse it from every client), so Reports can sum
     * owedTotal − paidTotal; absent on a booking the server has not yet derived.
     */
    owedTotal: z
      .number()
      .int()
      .min(0)
      .max(LIMITS.maxPrice * 2)
      .optional(),
    keywords: keywordsSchema,
    createdAt: dateSchema,
    /** The instalments as the server derived them (common/payment-schedule.ts); absent until it first does. */
    schedule: z.array(instalmentSchema).max(INSTALMENT_IDS.length).optional(),
    /** When the next unpaid instalment falls due, while the booking owes one: "overdue" and "due soon" query it. */
    nextDueOn: isoDateSchema.optional(),
    /**
     * The owner's latest move of a confirmed booking to another day (rescheduleBooking): the day it
     * left, when, how many moves so far (the policy's "once, free of charge" is the first), and the
     * owner's note. Absent until it first moves; the day's lock moves in the same write (the rules).
     */
    rescheduledFrom: isoDateSchema.optional(),
    rescheduledAt: dateSchema.optional(),
    rescheduleCount: z.number().int().min(1).optional(),
    rescheduleNote: optionalText(STATUS_REASON_MAX).optional(),
    /**
     * Where the booking's contract stands (docs/contracts.md), written only by the contracts
     * functions so the owner's lists can filter on it; absent when no contract was sent.
     */
    contractState: z.enum(BOOKING_CONTRACT_STATES).optional(),
  })
  .refine(depositWithinPrice.check, depositWithinPrice.params);
export type Booking = z.infer<typeof bookingSchema>;

export const FRAME_ORDER_STATUSES = ['received', 'printing', 'ready', 'delivered', 'cancelled'] as const;
export type FrameOrderStatus = (typeof FRAME_ORDER_STATUSES)[number];
/** The workshop's steps in order (cancelled is the way out, not a step). */
export const FRAME_ORDER_STEPS = ['received', 'printing', 'ready', 'delivered'] as const satisfies readonly FrameOrderStatus[];
/** Orders the studio still has to work on. */
export const OPEN_FRAME_ORDER_STATUSES = ['received', 'printing', 'ready'] as const satisfies readonly FrameOrderStatus[];
export const FRAME_ORDER_TRANSITIONS: Record<FrameOrderStatus, readonly FrameOrderStatus[]> = {
  received: ['printing', 'cancelled'],
  printing: ['ready', 'cancelled'],
  ready: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/**
 * A photo of the customer's own client gallery to frame (issue 18). The rules check that the gallery is
 * the order's customer's and published, and that the photo is there and shown; the owner's order
 * page shows it through the signed-URL function.
 */
export const framedPhotoSchema = z.strictObject({
  galleryId: idSchema,
  photoId: idSchema,
});
export type FramedPhoto = z.infer<typeof framedPhotoSchema>;

const frameOrderFields = {
  frameId: shortText(LIMITS.name),
  frameName: shortText(LIMITS.name),
  size: shortText(LIMITS.name),
  unitPrice: priceSchema,
  quantity: z.number().int().min(1).max(LIMITS.maxQuantity),
  photoNote: optionalText(1000),
  fulfilment: z.enum(FULFILMENTS),
  /** Where to deliver; empty for a pickup at the studio. */
  deliveryAddress: optionalText(500),
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalText(2000),
  /** Optional: the gallery photo to frame ("Order a frame with this photo"). */
  galleryPhoto: framedPhotoSchema.optional(),
};

type AddressFields = { fulfilment: Fulfilment; deliveryAddress: string };
const addressMatchesFulfilment = (order: AddressFields, ctx: z.RefinementCtx) => {
  if (order.fulfilment === 'delivery' && !order.deliveryAddress.trim()) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'Enter the delivery address.' });
  }
  if (order.fulfilment === 'pickup' && order.deliveryAddress !== '') {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'A pickup has no delivery address.' });
  }
};

/** What a customer sends from /frame-booking. */
export const frameOrderInputSchema = z.object(frameOrderFields).superRefine(addressMatchesFulfilment);
export type FrameOrderInput = z.infer<typeof frameOrderInputSchema>;

/** What the owner enters in Create Frame Order: a registered customer (userId) or a walk-in (null), email optional. */
export const studioFrameOrderInputSchema = z
  .object({ ...frameOrderFields, email: z.union([emailSchema, z.literal('')]), userId: uidSchema.nullable() })
  .superRefine(addressMatchesFulfilment);
export type StudioFrameOrderInput = z.infer<typeof studioFrameOrderInputSchema>;

const FRAME_ORDER_PLACED_BY = ['customer', 'studio'] as const;

export const frameOrderSchema = z
  .object({
    ...frameOrderFields,
    email: z.union([emailSchema, z.literal('')]),
    /** The customer's account; null for a walk-in without one. */
    userId: uidSchema.nullable(),
    placedBy: z.enum(FRAME_ORDER_PLACED_BY),
    status: z.enum(FRAME_ORDER_STATUSES),
    statusAt: statusTimes(FRAME_ORDER_STATUSES),
    keywords: keywordsSchema,
    createdAt: dateSchema,
  })
  .superRefine(addressMatchesFulfilment);
export type FrameOrder = z.infer<typeof frameOrderSchema>;

/** Search words of a booking or frame order: the customer's name and email, and its reference. */
export const orderKeywords = (id: string, d: { name: string; email: string }) => searchKeywords(d.name, d.email, id);
