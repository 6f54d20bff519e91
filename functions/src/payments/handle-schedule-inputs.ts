import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { paymentScheduleSchema, type PaymentSchedule } from '../../../common/schemas/payment-schedules';
import type { Logger } from '../lib/logger';
import type { DocumentHandler } from '../lib/triggers';
import { deriveBookingSchedule } from './derive-schedule';
import { deriveBookingTotals } from './derive-totals';

// A booking's schedule is derived again when what it follows from changes: the owner's plan (a
// split, a waiver), or the booking itself (confirmed: the deposit falls due; cancelled: nothing
// more is asked; a new event date: every balance due date moves with it). What the booking owes
// (owedTotal) is derived with its figures from its creation on.

type ScheduleDeps = { db: Firestore; logger: Logger; now: () => number };

/** The owner saved a split or a waiver. */
export const scheduleWritten: DocumentHandler<PaymentSchedule, ScheduleDeps> = {
  collection: COLLECTIONS.paymentSchedules,
  schema: paymentScheduleSchema,
  async handle({ id }, deps) {
    const changed = await deriveBookingSchedule(deps.db, id, new Date(deps.now()));
    deps.logger.info('Payment schedule derived', { bookingId: id, changed });
  },
};

const SCHEDULE_INPUTS = ['status', 'eventDate', 'packagePrice', 'packageDeposit'] as const;
const inputsChanged = (before: DocumentData | undefined, after: DocumentData) =>
  SCHEDULE_INPUTS.some((field) => before?.[field] !== after[field]);

/** The booking was confirmed, cancelled or moved to another day: what it owes, its payment status and its schedule follow. */
export const bookingScheduleInputsChanged: DocumentHandler<Booking, ScheduleDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  when: inputsChanged,
  async handle({ id }, deps) {
    const derived = await deriveBookingTotals(deps.db, id, new Date(deps.now()));
    deps.logger.info('Booking totals and schedule derived', { bookingId: id, owedTotal: derived?.booking.owedTotal ?? null });
  },
};

/** A new request: what it owes with the sales tax (owedTotal); nothing falls due before the studio confirms it. */
export const bookingRequested: DocumentHandler<Booking, ScheduleDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  async handle({ id }, deps) {
    const derived = await deriveBookingTotals(deps.db, id, new Date(deps.now()), { withSchedule: false });
    deps.logger.info('Booking totals derived', { bookingId: id, owedTotal: derived?.booking.owedTotal ?? null });
  },
};
