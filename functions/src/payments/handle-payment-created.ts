import { COLLECTIONS } from '../../../common/collections';
import { paymentSchema, type Payment } from '../../../common/schemas/payments';
import { NO_ACCOUNT_ADDRESS, accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, type DocumentHandler } from '../lib/triggers';
import { lockOnDeposit } from '../contracts/lock-hold';
import { deriveBookingTotals } from './derive-totals';
import { paymentReceiptEmail } from './payment-emails';

/** A new ledger entry: the booking's figures follow, then the customer's receipt (once). */
export const paymentCreated: DocumentHandler<Payment, MailDeps> = {
  collection: COLLECTIONS.payments,
  schema: paymentSchema,
  async handle({ id, data: payment }, deps) {
    // Thrown on purpose when it fails: the totals are the point, and recomputing is safe to retry.
    const derived = await deriveBookingTotals(deps.db, payment.bookingId, new Date(deps.now()), { paidFromLedger: true });
    if (!derived) throw new Error(`The booking ${payment.bookingId} of the ledger entry ${id} is missing or unreadable`);
    const { booking, summary } = derived;
    deps.logger.info('Booking totals derived', {
      bookingId: payment.bookingId,
      paidTotal: summary.paidTotal,
      status: summary.paymentStatus,
    });
    // A signed contract's hold becomes the lock once the deposit is in (docs/contracts.md).
    await lockOnDeposit(deps, payment.bookingId, summary);
    // A dispute is between the customer and their bank; the entry keeps the books right, a "refund" email would not be true.
    if (payment.stripe?.eventType.startsWith('charge.dispute')) return skip('card dispute: no receipt');
    const to = await accountAddress(deps.db, booking.userId);
    if (!to) return skip(NO_ACCOUNT_ADDRESS);
    const receipt = paymentReceiptEmail({
      id,
      payment,
      booking: { ...booking, email: to },
      summary,
      config: (await mailConfig(deps)).config,
    });
    await sendOnce(deps, `payment-receipt-${id}`, `payment-${payment.kind}`, receipt);
  },
};
