import { z } from 'zod';
import { LIMITS, dateSchema, emailSchema, isoDateSchema, optionalText, phoneSchema, priceSchema, shortText, uidSchema } from './common';

// Customer-created documents. The rules enforce the same shape: own uid, createdAt == request.time,
// initial status, price equal to the catalogue's, no unknown fields.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that still hold or claim their date (the dashboard's upcoming events). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
export const EVENT_TYPES = ['Wedding', 'Engagement', 'Birthday', 'Corporate', 'Portrait', 'Maternity', 'Other'] as const;
export const PAYMENT_METHODS = ['cash', 'bank-transfer'] as const;

export const bookingInputSchema = z.object({
  packageId: shortText(LIMITS.name),
  packageName: shortText(LIMITS.name),
  packagePrice: priceSchema,
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
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const bookingSchema = bookingInputSchema.extend({
  userId: uidSchema,
  status: z.enum(BOOKING_STATUSES),
  createdAt: dateSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const FRAME_ORDER_STATUSES = ['pending', 'in-production', 'ready', 'delivered', 'cancelled'] as const;
export type FrameOrderStatus = (typeof FRAME_ORDER_STATUSES)[number];
/** Orders the studio still has to work on. */
export const OPEN_FRAME_ORDER_STATUSES = ['pending', 'in-production', 'ready'] as const satisfies readonly FrameOrderStatus[];

export const frameOrderInputSchema = z.object({
  frameId: shortText(LIMITS.name),
  frameName: shortText(LIMITS.name),
  size: shortText(LIMITS.name),
  unitPrice: priceSchema,
  quantity: z.number().int().min(1).max(LIMITS.maxQuantity),
  photoNote: optionalText(1000),
  deliveryAddress: shortText(500),
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalText(2000),
});
export type FrameOrderInput = z.infer<typeof frameOrderInputSchema>;

export const frameOrderSchema = frameOrderInputSchema.extend({
  userId: uidSchema,
  status: z.enum(FRAME_ORDER_STATUSES),
  createdAt: dateSchema,
});
export type FrameOrder = z.infer<typeof frameOrderSchema>;
