import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { bookingTotals, type PaymentSummary } from '../../../common/payments';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import type { PaymentKind } from '../../../common/schemas/payments';
import { readScheduleFacts, scheduleChanges } from './derive-schedule';

/**
 * Derives the booking's owedTotal (its price with the sales tax as the studio applies it now) and
 * paymentStatus, and its schedule (derive-schedule.ts), in a transaction. Every trigger that moves
 * one of their inputs calls it: a ledger entry (`paidFromLedger`: paidTotal is summed from all
 * its entries), the booking's creation, confirmation or move, a change of the sales tax (the stored
 * paidTotal stands: no money moved). A new request gets no schedule yet (`withSchedule` false).
 * Recomputing from the records (never adding to the stored total) makes a redelivered event or
 * two payments at once harmless: every run writes the same figures. Null when the booking is gone
 * or does not read (its schema): there is nothing to derive.
 */
export async function deriveBookingTotals(
  db: Firestore,
  bookingId: string,
  now: Date,
  { withSchedule = true, paidFromLedger = false } = {},
): Promise<{ booking: Booking; summary: PaymentSummary } | null> {
  const bookingRef = db.collection(COLLECTIONS.bookings).doc(bookingId);
  const entriesQuery = db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(bookingRef);
    const parsed = bookingSchema.safeParse(snapshot.data());
    if (!parsed.success) return null;
    const booking = parsed.data;
    const entries = (await transaction.get(entriesQuery)).docs.map((doc) => ({
      id: doc.id,
      kind: doc.get('kind') as PaymentKind,
      amount: Number(doc.get('amount')),
      reverses: (doc.get('reverses') as string | null) ?? null,
    }));
    const facts = await readScheduleFacts(transaction, db, bookingId);
    // What is owed includes the sales tax when the studio adds it to its prices.
    const { summary, ...totals } = bookingTotals(booking, facts.settings.salesTax, entries, paidFromLedger ? undefined : booking.paidTotal);
    // The instalments follow the money: covered oldest first, the next one due moves on.
    const schedule = withSchedule ? scheduleChanges({ ...booking, paidTotal: totals.paidTotal }, facts, now) : null;
    const changed = (Object.keys(totals) as (keyof typeof totals)[]).some((field) => booking[field] !== totals[field]);
    if (changed || schedule) transaction.update(bookingRef, { ...totals, ...schedule });
    return { booking: { ...booking, ...totals }, summary };
  });
}
