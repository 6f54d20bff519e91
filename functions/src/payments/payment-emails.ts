import { PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS, type PaymentSummary } from '../../../common/payments';
import type { Booking } from '../../../common/schemas/orders';
import type { Payment } from '../../../common/schemas/payments';
import { formatDay, formatMoney } from '../lib/format';
import type { MailMessage } from '../lib/mail';
import { buildStudioEmail } from '../lib/studio-email';

export type ReceiptContext = { id: string; payment: Payment; bookingId: string; booking: Booking; summary: PaymentSummary; from: string };

/** The receipt for one ledger entry, with where the booking stands after it. */
export function paymentReceiptEmail({ id, payment, bookingId, booking, summary, from }: ReceiptContext): MailMessage {
  const amount = formatMoney(Math.abs(payment.amount));
  const copy = {
    payment: {
      subject: `Payment received: ${amount} for ${booking.packageName}`,
      heading: 'Thank you: payment received',
      line: `We have received ${amount}.`,
    },
    refund: { subject: `Refund of ${amount} recorded`, heading: 'Refund recorded', line: `We have refunded ${amount} to you.` },
    reversal: {
      subject: `Correction to your payment record`,
      heading: 'A correction to your payments',
      line: `An entry of ${amount} in your payment record has been reversed${payment.note ? `: ${payment.note}` : '.'}`,
    },
  }[payment.kind];
  const name = booking.name.trim().split(/\s+/)[0] || 'there';
  return buildStudioEmail({
    to: booking.email,
    from,
    subject: copy.subject,
    heading: copy.heading,
    preheader: `${booking.packageName}: ${formatMoney(summary.paidTotal)} paid of ${formatMoney(booking.packagePrice)}.`,
    paragraphs: [`Hello ${name},`, copy.line, 'Please keep this email as your receipt.'],
    details: [
      ['Receipt number', id],
      ['Amount', payment.amount < 0 ? `−${amount}` : amount],
      ['Method', PAYMENT_CHANNEL_LABELS[payment.method]],
      ['Date', formatDay(payment.receivedOn)],
      ...(payment.note && payment.kind !== 'reversal' ? ([['Note', payment.note]] as [string, string][]) : []),
      ['Booking', `${booking.packageName}, ${formatDay(booking.eventDate)} (ref. ${bookingId})`],
      ['Package price', formatMoney(booking.packagePrice)],
      ['Paid to date', formatMoney(summary.paidTotal)],
      ['Balance', formatMoney(summary.balance)],
      ['Status', PAYMENT_STATUS_LABELS[summary.paymentStatus]],
    ],
    closing: ['Your profile on our website shows every payment we record, as it happens.'],
    kind: `payment-${payment.kind}`,
    customArgs: { paymentId: id, bookingId },
  });
}
