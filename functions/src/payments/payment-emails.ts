import { formatIsoDay, formatPrice } from '../../../common/format';
import { PAYMENT_STATUS_LABELS, owedOn, paymentMethodLabel, type PaymentSummary } from '../../../common/payments';
import type { Booking } from '../../../common/schemas/orders';
import type { Payment } from '../../../common/schemas/payments';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, profileShows } from '../lib/email/description';
import { withTaxRow } from '../lib/email/tax-row';
import type { MailMessage } from '../lib/mail';

type ReceiptContext = { id: string; payment: Payment; booking: Booking; summary: PaymentSummary; config: MailConfig };

/** The receipt for one ledger entry, with where the booking stands after it. */
export function paymentReceiptEmail({ id, payment, booking, summary, config }: ReceiptContext): MailMessage {
  const amount = formatPrice(Math.abs(payment.amount));
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
  const { bookingId } = payment;
  const owed = owedOn(booking, config.studio.salesTax).price;
  return buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject: copy.subject,
      heading: copy.heading,
      preheader: `${booking.packageName}: ${formatPrice(summary.paidTotal)} paid of ${formatPrice(owed)}.`,
      blocks: [
        { paragraph: greeting(booking.name) },
        { paragraph: copy.line },
        { paragraph: 'Please keep this email as your receipt.' },
        {
          details: [
            ['Receipt number', id],
            ['Amount', payment.amount < 0 ? `−${amount}` : amount],
            ['Method', paymentMethodLabel(payment)],
            ['Date', formatIsoDay(payment.receivedOn)],
            ...(payment.note && payment.kind !== 'reversal' ? ([['Note', payment.note]] as const) : []),
            ['Booking', `${booking.packageName}, ${formatIsoDay(booking.eventDate)} (ref. ${bookingId})`],
            ['Package price', formatPrice(booking.packagePrice)],
            // The summary's price is what is owed: with the sales tax when the studio adds it.
            ...withTaxRow(owed, booking.packagePrice),
            ['Paid to date', formatPrice(summary.paidTotal)],
            ['Balance', formatPrice(summary.balance)],
            ['Status', PAYMENT_STATUS_LABELS[summary.paymentStatus]],
          ],
        },
        profileShows('every payment we record, as it happens.'),
      ],
      kind: `payment-${payment.kind}`,
      ids: { paymentId: id, bookingId },
    },
    config,
  );
}
