import { COLLECTIONS } from '../../../common/collections';
import { formatIsoDay, formatPrice } from '../../../common/format';
import { frameReceiptPath } from '../../../common/paths';
import { frameOrderOwed, paymentMethodLabel } from '../../../common/payments';
import { framePaymentSchema, type FramePayment } from '../../../common/schemas/online-payments';
import { frameOrderSchema, type FrameOrder } from '../../../common/schemas/orders';
import { NO_ACCOUNT_ADDRESS, accountAddress } from '../lib/account-address';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, profileShows } from '../lib/email/description';
import { withTaxRow } from '../lib/email/tax-row';
import type { MailMessage } from '../lib/mail';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, type DocumentHandler } from '../lib/triggers';

// A frame order's online payment (framePayments/{Stripe event id}, written by the webhook) gets
// its receipt email like a booking's payment does: through the outbox, keyed by the event's id, so
// a redelivered event or a retried trigger sends it once. It links to the printable receipt page.

type FrameReceiptContext = { id: string; payment: FramePayment; order: FrameOrder; paidToDate: number; config: MailConfig };

/** @internal Exported for its tests only. */
export function framePaymentReceiptEmail({ id, payment, order, paidToDate, config }: FrameReceiptContext): MailMessage {
  const amount = formatPrice(Math.abs(payment.amount));
  const beforeTax = order.unitPrice * order.quantity;
  // What the order owes: with the sales tax when the studio adds it to its prices.
  const total = frameOrderOwed(order, config.studio.salesTax);
  const refund = payment.kind === 'refund';
  return buildEmail(
    {
      audience: 'customer',
      to: order.email,
      subject: refund ? `Refund of ${amount} recorded` : `Payment received: ${amount} for your frame order`,
      heading: refund ? 'Refund recorded' : 'Thank you: payment received',
      preheader: `${order.quantity} × ${order.frameName}: ${formatPrice(paidToDate)} paid of ${formatPrice(total)}.`,
      blocks: [
        { paragraph: greeting(order.name) },
        { paragraph: refund ? `We have refunded ${amount} to you.` : `We have received ${amount} for your frame order.` },
        { paragraph: 'Please keep this email as your receipt, or print the receipt page.' },
        {
          details: [
            ['Receipt number', id],
            ['Amount', refund ? `−${amount}` : amount],
            ['Method', paymentMethodLabel(payment)],
            ['Date', formatIsoDay(payment.receivedOn)],
            ['Frame order', `${order.quantity} × ${order.frameName}, ${order.size} (ref. ${payment.orderId})`],
            ['Order total', formatPrice(beforeTax)],
            ...withTaxRow(total, beforeTax),
            ['Paid to date', formatPrice(paidToDate)],
          ],
        },
        { button: 'See your receipt', link: { path: frameReceiptPath(id) } },
        profileShows('your frame orders and what you paid for them.'),
      ],
      kind: `frame-payment-${payment.kind}`,
      ids: { framePaymentId: id, frameOrderId: payment.orderId },
    },
    config,
  );
}

export const framePaymentCreated: DocumentHandler<FramePayment, MailDeps> = {
  collection: COLLECTIONS.framePayments,
  schema: framePaymentSchema,
  async handle({ id, data: payment }, deps) {
    // As for a booking: a dispute is between the customer and their bank, a "refund" email would not be true.
    if (payment.stripe.eventType.startsWith('charge.dispute')) return skip('card dispute: no receipt');
    const orderSnap = await deps.db.collection(COLLECTIONS.frameOrders).doc(payment.orderId).get();
    const order = frameOrderSchema.safeParse(orderSnap.data());
    if (!order.success) return skip('the frame order is missing or unreadable');
    const to = await accountAddress(deps.db, payment.userId);
    if (!to) return skip(NO_ACCOUNT_ADDRESS);
    const entries = await deps.db.collection(COLLECTIONS.framePayments).where('orderId', '==', payment.orderId).get();
    const paidToDate = entries.docs.reduce((sum, doc) => sum + Number(doc.get('amount')), 0);
    const { config } = await mailConfig(deps);
    const email = framePaymentReceiptEmail({ id, payment, order: { ...order.data, email: to }, paidToDate, config });
    await sendOnce(deps, `frame-payment-receipt-${id}`, `frame-payment-${payment.kind}`, email);
  },
};
