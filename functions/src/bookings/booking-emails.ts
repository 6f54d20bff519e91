import { calendarEntry } from '../../../common/calendar-event';
import { owedOn } from '../../../common/payments';
import { icsFile, icsFileName } from '../../../common/calendar-file';
import { formatIsoDay, formatPrice } from '../../../common/format';
import { bookingDetailPath, paths } from '../../../common/paths';
import type { Booking } from '../../../common/schemas/orders';
import type { PaymentSettingsInput } from '../../../common/schemas/settings';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, profileShows, type Block } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';
import { paymentInstructions } from '../lib/payment-instructions';

// What a customer (and the owner) hear about a booking: the request, and the studio's answers.

export type BookingEmailContext = { id: string; booking: Booking; payment: PaymentSettingsInput; config: MailConfig };

const METHOD = { cash: 'Cash at the studio', 'bank-transfer': 'Bank transfer' } as const;

export function summary({ id, booking }: BookingEmailContext): [string, string][] {
  return [
    ['Reference', id],
    ['Package', `${booking.packageName} (${formatPrice(booking.packagePrice)})`],
    ['Event', `${booking.eventType} on ${formatIsoDay(booking.eventDate)}`],
    ['Venue', booking.venue],
    ['Guests', String(booking.guestCount)],
  ];
}

/** The deposit the customer pays: with the sales tax when the studio adds it to its prices. */
const depositOwed = ({ booking, config }: BookingEmailContext) => owedOn(booking, config.studio.salesTax).deposit;

const howToPay = ({ id, booking, payment, config }: BookingEmailContext): Block[] => [
  { heading: 'How to pay' },
  { box: paymentInstructions(config.studio, payment, booking.paymentMethod, id) },
];

export function bookingRequestedEmail(context: BookingEmailContext): MailMessage {
  const { id, booking, config } = context;
  const day = formatIsoDay(booking.eventDate);
  return buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject: `We have your booking request: ${booking.packageName}, ${day}`,
      heading: 'Your request is with us',
      preheader: `${booking.packageName} on ${day}: we will confirm by email.`,
      blocks: [
        { paragraph: greeting(booking.name) },
        {
          paragraph: `Thank you for choosing ${config.studio.name}. We check the date and the venue and answer within one business day; you will get an email as soon as your booking is confirmed.`,
        },
        {
          details: [
            ...summary(context),
            ['Deposit', `${formatPrice(depositOwed(context))}, due after we confirm`],
            ['You chose to pay', METHOD[booking.paymentMethod]],
          ],
        },
        ...howToPay(context),
        profileShows('this booking, its status and every payment we record.'),
      ],
      kind: 'booking-requested',
      ids: { bookingId: id },
    },
    config,
  );
}

export function ownerBookingNotice(context: BookingEmailContext): MailMessage {
  const { id, booking, config } = context;
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo: booking.email,
      subject: `New booking request: ${booking.name}, ${booking.packageName} on ${formatIsoDay(booking.eventDate)}`,
      heading: 'New booking request',
      preheader: `${booking.name} asked for ${formatIsoDay(booking.eventDate)}.`,
      blocks: [
        {
          paragraph:
            'A booking request arrived through the website. Confirm or decline it in the admin. Reply to this email to write to the customer.',
        },
        {
          details: [
            ...summary(context),
            ['Customer', booking.name],
            ['Email', booking.email],
            ['Phone', booking.phone],
            ['Paying by', METHOD[booking.paymentMethod]],
            ['Notes', booking.notes || '—'],
          ],
        },
        { button: 'Open the booking', link: { path: bookingDetailPath(id) } },
      ],
      kind: 'owner-booking',
      ids: { bookingId: id },
    },
    config,
  );
}

export type AnsweredStatus = 'confirmed' | 'declined' | 'cancelled';

export function bookingStatusEmail(context: BookingEmailContext & { status: AnsweredStatus }): MailMessage {
  const { id, booking, config, status } = context;
  const day = formatIsoDay(booking.eventDate);
  const reason = booking.statusReason.trim();
  const paid = booking.paidTotal > 0 ? formatPrice(booking.paidTotal) : null;
  const fromStudio = reason && { paragraph: `From the studio: ${reason}` };
  const copy: Record<AnsweredStatus, { subject: string; heading: string; blocks: (Block | '' | null)[] }> = {
    confirmed: {
      subject: `Your booking is confirmed: ${day}`,
      heading: 'Your date is confirmed',
      blocks: [
        { paragraph: `Wonderful news: ${day} is reserved for your ${booking.eventType.toLowerCase()}. No other booking can take it now.` },
        {
          // Confirmed by its deposit (a signed contract's hold became the lock, docs/contracts.md): nothing to ask for.
          paragraph:
            booking.paidTotal >= depositOwed(context) && booking.paidTotal > 0
              ? `Thank you: your deposit of ${formatPrice(depositOwed(context))} is in. The balance is due seven days before the event.`
              : `To secure it, please pay the deposit of ${formatPrice(depositOwed(context))} within five days. The balance is due seven days before the event.`,
        },
        { paragraph: 'The date is attached as a calendar file: open it to add the day to your calendar.' },
      ],
    },
    declined: {
      subject: `About your booking request for ${day}`,
      heading: 'We can’t take this booking',
      blocks: [
        { paragraph: `We are sorry: we cannot take your ${booking.packageName} booking for ${day}.` },
        fromStudio,
        paid && { paragraph: `We will refund the ${paid} you paid for this request.` },
        { paragraph: 'If another date could work, reply to this email and we will look at it together.' },
      ],
    },
    cancelled: {
      subject: `Your booking for ${day} is cancelled`,
      heading: 'Booking cancelled',
      blocks: [
        { paragraph: `Your ${booking.packageName} booking for ${day} is cancelled, and the date is released.` },
        fromStudio,
        paid && { paragraph: `You have paid ${paid} so far; refunds follow our payment policy, and we will write to you about yours.` },
      ],
    },
  };
  const { subject, heading, blocks } = copy[status];
  const email = buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject,
      heading,
      preheader: subject,
      blocks: [
        { paragraph: greeting(booking.name) },
        ...blocks,
        { details: summary(context) },
        ...(status === 'confirmed' ? howToPay(context) : []),
      ],
      kind: `booking-${status}`,
      ids: { bookingId: id },
    },
    config,
  );
  return status === 'confirmed' ? { ...email, attachments: [eventFile(context)] } : email;
}

/** The confirmed date as an all-day calendar event (common/calendar-event.ts), for the customer's calendar. */
export function eventFile({ id, booking, config }: BookingEmailContext) {
  const entry = calendarEntry(id, booking, config.studio, `${config.site}${paths.profile}`);
  return { filename: icsFileName(entry), type: 'text/calendar', content: Buffer.from(icsFile(entry), 'utf8').toString('base64') };
}
