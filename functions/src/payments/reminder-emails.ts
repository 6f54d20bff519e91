import { addUtcDays } from '../../../common/days';
import { formatIsoDay, formatPrice } from '../../../common/format';
import { lateFeeAmount } from '../../../common/late-fee';
import { instalmentLabel, type ReminderKind } from '../../../common/payment-schedule';
import type { Booking } from '../../../common/schemas/orders';
import type { Instalment } from '../../../common/schemas/payment-schedules';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, profileShows } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

type ReminderContext = {
  bookingId: string;
  booking: Booking & { schedule: Instalment[] };
  instalment: Instalment;
  kind: ReminderKind;
  config: MailConfig;
  /** Appended to "how to pay" (paymentInstructions), the same text as the booking emails. */
  howToPay: string;
};

/** A reminder before, on or after an instalment's due date: what is owed, by when, and how to pay. */
export function paymentReminderEmail({ bookingId, booking, instalment, kind, config, howToPay }: ReminderContext): MailMessage {
  const owed = formatPrice(instalment.amount - instalment.paid);
  const due = formatIsoDay(instalment.dueOn ?? booking.eventDate);
  const what = instalmentLabel(instalment.id, booking.schedule);
  const copy = {
    before: {
      subject: `Reminder: ${owed} due on ${due}`,
      heading: 'A friendly reminder',
      line: `Your ${what.toLowerCase()} of ${owed} is due on ${due}.`,
    },
    on: {
      subject: `${what} of ${owed} due today`,
      heading: 'Due today',
      line: `Your ${what.toLowerCase()} of ${owed} is due today, ${due}.`,
    },
    after: {
      subject: `Overdue: ${owed} was due on ${due}`,
      heading: 'A payment is overdue',
      line: `Your ${what.toLowerCase()} of ${owed} was due on ${due}, and we have not recorded it yet. If you have already paid, thank you: please reply with the date and reference so we can find it.`,
    },
  }[kind];
  const { lateFee } = config.studio;
  const feeFrom = instalment.dueOn ? addUtcDays(instalment.dueOn, lateFee.afterDays) : null;
  const fee =
    kind === 'after' && lateFee.enabled && feeFrom
      ? `Under our payment policy, a late fee of ${formatPrice(lateFeeAmount(lateFee, instalment.amount - instalment.paid))} is due as well if it is still unpaid on ${formatIsoDay(feeFrom)}.`
      : '';
  return buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject: copy.subject,
      heading: copy.heading,
      preheader: `${booking.packageName}, ${formatIsoDay(booking.eventDate)}: ${owed} ${kind === 'after' ? 'overdue' : `due ${due}`}.`,
      blocks: [
        { paragraph: greeting(booking.name) },
        { paragraph: copy.line },
        fee && { paragraph: fee },
        {
          details: [
            ['Booking', `${booking.packageName}, ${formatIsoDay(booking.eventDate)} (ref. ${bookingId})`],
            ['Amount due', owed],
            ['Due date', due],
            ['Paid to date', formatPrice(booking.paidTotal)],
          ],
        },
        { heading: 'How to pay' },
        { box: howToPay },
        profileShows('your payment schedule and every payment we record.'),
      ],
      kind: `payment-reminder-${kind}`,
      ids: { bookingId, instalment: instalment.id },
    },
    config,
  );
}
