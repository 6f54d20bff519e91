import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { owedOn, summarisePayments, type PaymentSummary } from '../../../common/payments';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { paymentSchema, type Payment, type PaymentKind } from '../../../common/schemas/payments';
import { NO_ACCOUNT_ADDRESS, accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, type DocumentHandler } from '../lib/triggers';
import { readScheduleFacts, scheduleChanges } from './derive-schedule';
import { paymentReceiptEmail } from './payment-emails';

/**
 * Derives the booking's paidTotal and paymentStatus from all its ledger entries, and its schedule
 * from them (derive-schedule.ts), in a transaction.
 * Recomputing from the records (never adding to the stored total) makes a redelivered event or
 * two payments at once harmless: every run writes the same figures.
 */
async function deriveBookingTotals(db: Firestore, bookingId: string, now: Date): Promise<{ booking: Booking; summary: PaymentSummary }> {
  const bookingRef = db.collection(COLLECTIONS.bookings).doc(bookingId);
  const entriesQuery = db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(bookingRef);
    const booking = bookingSchema.parse(snapshot.data());
    const entries = (await transaction.get(entriesQuery)).docs.map((doc) => ({
      id: doc.id,
      kind: doc.get('kind') as PaymentKind,
      amount: Number(doc.get('amount')),
      reverses: (doc.get('reverses') as string | null) ?? null,
    }));
    const facts = await readScheduleFacts(transaction, db, bookingId);
    // What is owed includes the sales tax when the studio adds it to its prices.
    const owed = owedOn(booking, facts.settings.salesTax);
    const summary = summarisePayments(owed.price, owed.deposit, entries);
    // The instalments follow the money: covered oldest first, the next one due moves on.
    const schedule = scheduleChanges({ ...booking, paidTotal: summary.paidTotal }, facts, now);
    if (booking.paidTotal !== summary.paidTotal || booking.paymentStatus !== summary.paymentStatus || schedule) {
      transaction.update(bookingRef, { paidTotal: summary.paidTotal, paymentStatus: summary.paymentStatus, ...schedule });
    }
    return { booking: { ...booking, paidTotal: summary.paidTotal, paymentStatus: summary.paymentStatus }, summary };
  });
}

/** A new ledger entry: the booking's figures follow, then the customer's receipt (once). */
export const paymentCreated: DocumentHandler<Payment, MailDeps> = {
  collection: COLLECTIONS.payments,
  schema: paymentSchema,
  async handle({ id, data: payment }, deps) {
    // Thrown on purpose when it fails: the totals are the point, and recomputing is safe to retry.
    const { booking, summary } = await deriveBookingTotals(deps.db, payment.bookingId, new Date(deps.now()));
    deps.logger.info('Booking totals derived', {
      bookingId: payment.bookingId,
      paidTotal: summary.paidTotal,
      status: summary.paymentStatus,
    });
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
