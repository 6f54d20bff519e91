import { COLLECTIONS } from '../../../common/collections';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, statusChanged, type DocumentHandler } from '../lib/triggers';
import { bookingRequestedEmail, bookingStatusEmail, ownerBookingNotice, type AnsweredStatus } from './booking-emails';

// Each email is keyed by the booking and the event, so a redelivered event sends nothing twice.

/** A new request: the customer's acknowledgement with how to pay, and the owner's notice. */
export const bookingCreated: DocumentHandler<Booking, MailDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  async handle({ id, data: booking }, deps) {
    const context = { id, booking, ...(await mailConfig(deps)) };
    await sendOnce(deps, `booking-requested-${id}`, 'booking-requested', bookingRequestedEmail(context));
    await sendOnce(deps, `owner-booking-${id}`, 'owner-booking', ownerBookingNotice(context));
  },
};

const ANSWERS: readonly string[] = ['confirmed', 'declined', 'cancelled'] satisfies AnsweredStatus[];

/** The studio's answer (confirmed, declined) or a cancellation, told to the customer once. */
export const bookingUpdated: DocumentHandler<Booking, MailDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  when: statusChanged,
  async handle({ id, data: booking }, deps) {
    if (!ANSWERS.includes(booking.status)) return skip(`no email for the status ${booking.status}`);
    const status = booking.status as AnsweredStatus;
    const email = bookingStatusEmail({ id, booking, ...(await mailConfig(deps)), status });
    await sendOnce(deps, `booking-${status}-${id}`, `booking-${status}`, email);
  },
};
