import type { Booking } from '../../../common/schemas/orders';
import type { StudioSettingsInput } from '../../../common/schemas/studio';
import { STUDIO } from '../../../common/studio';
import { formatDay, formatMoney } from '../lib/format';
import type { MailMessage } from '../lib/mail';
import { paymentInstructions } from '../lib/payment-instructions';
import { buildStudioEmail } from '../lib/studio-email';

// What a customer (and the owner) hear about a booking: the request, and the studio's answers.

export type BookingEmailContext = { id: string; booking: Booking; settings: StudioSettingsInput; from: string };

const METHOD = { cash: 'Cash at the studio', 'bank-transfer': 'Bank transfer' } as const;
const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;
/** " (30%)" for a catalogue package; nothing for a custom package, whose deposit its owner chose. */
const depositShare = (booking: Booking) => (booking.customPackageLink ? '' : ` (${STUDIO.depositPercent}%)`);

function summary({ id, booking }: BookingEmailContext): [string, string][] {
  return [
    ['Reference', id],
    ['Package', `${booking.packageName} (${formatMoney(booking.packagePrice)})`],
    ['Event', `${booking.eventType} on ${formatDay(booking.eventDate)}`],
    ['Venue', booking.venue],
    ['Guests', String(booking.guestCount)],
  ];
}

export function bookingRequestedEmail(context: BookingEmailContext): MailMessage {
  const { id, booking, settings, from } = context;
  return buildStudioEmail({
    to: booking.email,
    from,
    subject: `We have your booking request: ${booking.packageName}, ${formatDay(booking.eventDate)}`,
    heading: 'Your request is with us',
    preheader: `${booking.packageName} on ${formatDay(booking.eventDate)}: we will confirm by email.`,
    paragraphs: [
      greeting(booking.name),
      `Thank you for choosing ${STUDIO.name}. We check the date and the venue and answer within one business day; you will get an email as soon as your booking is confirmed.`,
    ],
    details: [
      ...summary(context),
      ['Deposit', `${formatMoney(booking.packageDeposit)}${depositShare(booking)}, due after we confirm`],
      ['You chose to pay', METHOD[booking.paymentMethod]],
    ],
    sections: [{ title: 'How to pay', text: paymentInstructions(settings, booking.paymentMethod, id) }],
    closing: ['Your profile on our website shows this booking, its status and every payment we record.'],
    kind: 'booking-requested',
    customArgs: { bookingId: id },
  });
}

export function ownerBookingNotice(context: BookingEmailContext & { to: string }): MailMessage {
  const { id, booking, from, to } = context;
  return buildStudioEmail({
    to,
    from,
    replyTo: booking.email,
    subject: `New booking request: ${booking.name}, ${booking.packageName} on ${formatDay(booking.eventDate)}`,
    heading: 'New booking request',
    preheader: `${booking.name} asked for ${formatDay(booking.eventDate)}.`,
    paragraphs: [
      'A booking request arrived through the website. Confirm or decline it in the admin, under Bookings. Reply to this email to write to the customer.',
    ],
    details: [
      ...summary(context),
      ['Customer', booking.name],
      ['Email', booking.email],
      ['Phone', booking.phone],
      ['Paying by', METHOD[booking.paymentMethod]],
      ['Notes', booking.notes || '—'],
    ],
    kind: 'owner-booking',
    customArgs: { bookingId: id },
    signed: false,
  });
}

export type AnsweredStatus = 'confirmed' | 'declined' | 'cancelled';

export function bookingStatusEmail(context: BookingEmailContext & { status: AnsweredStatus }): MailMessage {
  const { id, booking, settings, from, status } = context;
  const day = formatDay(booking.eventDate);
  const reason = booking.statusReason.trim();
  const paid = booking.paidTotal > 0 ? formatMoney(booking.paidTotal) : null;
  const copy = {
    confirmed: {
      subject: `Your booking is confirmed: ${day}`,
      heading: 'Your date is confirmed',
      paragraphs: [
        greeting(booking.name),
        `Wonderful news: ${day} is reserved for your ${booking.eventType.toLowerCase()}. No other booking can take it now.`,
        `To secure it, please pay the deposit of ${formatMoney(booking.packageDeposit)} within five days. The balance is due seven days before the event.`,
      ],
      sections: [{ title: 'How to pay', text: paymentInstructions(settings, booking.paymentMethod, id) }],
    },
    declined: {
      subject: `About your booking request for ${day}`,
      heading: 'We can’t take this booking',
      paragraphs: [
        greeting(booking.name),
        `We are sorry: we cannot take your ${booking.packageName} booking for ${day}.`,
        ...(reason ? [`From the studio: ${reason}`] : []),
        ...(paid ? [`We will refund the ${paid} you paid for this request.`] : []),
        'If another date could work, reply to this email and we will look at it together.',
      ],
      sections: [],
    },
    cancelled: {
      subject: `Your booking for ${day} is cancelled`,
      heading: 'Booking cancelled',
      paragraphs: [
        greeting(booking.name),
        `Your ${booking.packageName} booking for ${day} is cancelled, and the date is released.`,
        ...(reason ? [`From the studio: ${reason}`] : []),
        ...(paid ? [`You have paid ${paid} so far; refunds follow our payment policy, and we will write to you about yours.`] : []),
      ],
      sections: [],
    },
  }[status];
  return buildStudioEmail({
    to: booking.email,
    from,
    subject: copy.subject,
    heading: copy.heading,
    preheader: copy.subject,
    paragraphs: copy.paragraphs,
    details: summary(context),
    sections: copy.sections,
    kind: `booking-${status}`,
    customArgs: { bookingId: id },
  });
}
