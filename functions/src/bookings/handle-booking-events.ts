import { COLLECTIONS } from '../../../common/collections';
import { addendumForMove } from '../contracts/addendum';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { NO_ACCOUNT_ADDRESS, accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { handleInboundMessage } from '../messages/owner-inbox';
import { readInboundMessage } from '../messages/owner-notification';
import { skip, statusChanged, type DocumentHandler } from '../lib/triggers';
import { bookingRequestedEmail, bookingStatusEmail, ownerBookingNotice, type AnsweredStatus } from './booking-emails';
import { dateMovedEmail, dateMovedKey } from './date-moved-email';

// Each email is keyed by the booking and the event, so a redelivered event sends nothing twice.

/** A new request: the customer's acknowledgement with how to pay, and the owner's notice. */
export const bookingCreated: DocumentHandler<Booking, MailDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  async handle({ id, data: booking, time }, deps) {
    const context = { id, booking, ...(await mailConfig(deps)) };
    const to = await accountAddress(deps.db, booking.userId);
    if (to)
      await sendOnce(
        deps,
        `booking-requested-${id}`,
        'booking-requested',
        bookingRequestedEmail({ ...context, booking: { ...booking, email: to } }),
      );
    else deps.logger.info('No acknowledgement: the account has no email address', { bookingId: id });
    // The owner's notice through the bounded owner mail: its own email within the hourly budget, else the digest.
    const notice = readInboundMessage('booking', id, booking, time);
    await handleInboundMessage(notice, deps, ownerBookingNotice(context));
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
    const to = await accountAddress(deps.db, booking.userId);
    if (!to) return skip(NO_ACCOUNT_ADDRESS);
    const email = bookingStatusEmail({ id, booking: { ...booking, email: to }, ...(await mailConfig(deps)), status });
    await sendOnce(deps, `booking-${status}-${id}`, `booking-${status}`, email);
  },
};

/**
 * The owner moved the booking to another day (its move count rose): the customer hears it once per
 * move. A count that falls (a restore or a reseed writing an older booking) is no move.
 */
export const bookingRescheduled: DocumentHandler<Booking, MailDeps> = {
  collection: COLLECTIONS.bookings,
  schema: bookingSchema,
  when: (before, after) => (after.rescheduleCount ?? 0) > (before?.rescheduleCount ?? 0),
  async handle({ id, data: booking }, deps) {
    if (booking.status !== 'confirmed') return skip(`no date-moved email for the status ${booking.status}`);
    // A signed contract gets an addendum with the new day, to sign (docs/contracts.md).
    await addendumForMove(deps, id, booking);
    const to = await accountAddress(deps.db, booking.userId);
    if (!to) return skip(NO_ACCOUNT_ADDRESS);
    const email = dateMovedEmail({ id, booking: { ...booking, email: to }, ...(await mailConfig(deps)) });
    await sendOnce(deps, dateMovedKey(id, booking.rescheduleCount ?? 0), 'booking-moved', email);
  },
};
