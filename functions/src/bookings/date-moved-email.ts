import { formatIsoDay } from '../../../common/format';
import { buildEmail } from '../lib/email/build-email';
import { greeting, profileShows } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';
import { eventFile, summary, type BookingEmailContext } from './booking-emails';

/** The outbox key of one move: a redelivered event sends nothing twice, the next move sends again. */
export const dateMovedKey = (bookingId: string, moves: number) => `booking-moved-${bookingId}-${moves}`;

/**
 * "Your date has moved": the old and the new day, the studio's note, the booking's summary, and the
 * event's .ics again (same uid, a higher SEQUENCE), so the customer's calendar moves the event too.
 */
export function dateMovedEmail(context: BookingEmailContext): MailMessage {
  const { id, booking, config } = context;
  const day = formatIsoDay(booking.eventDate);
  const from = booking.rescheduledFrom ? formatIsoDay(booking.rescheduledFrom) : null;
  const note = booking.rescheduleNote?.trim();
  const email = buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject: `Your date has moved: ${day}`,
      heading: 'Your date has moved',
      preheader: from ? `Your ${booking.packageName} booking moved from ${from} to ${day}.` : `Your booking is now on ${day}.`,
      blocks: [
        { paragraph: greeting(booking.name) },
        {
          paragraph: `Your ${booking.packageName} booking${from ? ` has moved from ${from}` : ' has moved'} to ${day}. ${day} is reserved for your ${booking.eventType.toLowerCase()}${from ? `, and ${from} is released` : ''}.`,
        },
        note && { paragraph: `From the studio: ${note}` },
        { paragraph: 'Your payments stay with the booking, and the due dates of your payment schedule follow the new date.' },
        { paragraph: 'The new date is attached as a calendar file: open it to update the day in your calendar.' },
        { details: summary(context) },
        profileShows('this booking on its new date, what is due next and every payment we record.'),
      ],
      kind: 'booking-moved',
      ids: { bookingId: id },
    },
    config,
  );
  return { ...email, attachments: [eventFile(context)] };
}
