import { doc, runTransaction, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { formatPrice } from '@common/format';
import { owedOn } from '@common/payments';
import { storedSalesTax } from '@common/sales-tax';
import { STUDIO_SETTINGS_ID } from '@common/schemas/settings';
import { paymentInputSchema, paymentLedgerSchema, paymentSchema, reversalId, reversalInputSchema, type Payment } from '@common/schemas';
import { UserFacingError } from '@/lib/user-facing-error';
import { bookings } from './bookings';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { useLiveDoc, useLiveQuery } from './live';

// Money recorded against bookings by the owner. Entries are never edited or deleted (the rules
// refuse both); a reversal undoes one. The booking's paidTotal and paymentStatus follow from the
// entries, derived by the onPaymentCreated function.
const payments = defineCollection(COLLECTIONS.payments, paymentSchema);
const ledgers = defineCollection(COLLECTIONS.paymentLedgers, paymentLedgerSchema);

/** One id per form opening, so a double submit rewrites the same entry, which the rules refuse. */
export function useNewPaymentId() {
  const db = useFirestore();
  const [id] = useState(() => doc(payments.rawRef(db)).id);
  return id;
}

type BookingRef = { id: string; userId: string };
type Entry = Omit<Payment, 'createdAt' | 'overpaymentConfirmed'>;

/**
 * Writes an entry and moves its booking's ledger (paymentLedgers) in one transaction, which the
 * rules check step by step: the net paid never goes below 0 (a refund is at most what was paid)
 * and a payment that takes it above the package price carries the owner's confirmation.
 */
export async function writeEntry(
  db: Firestore,
  id: string,
  entry: Entry,
  confirmed: boolean,
  alongside?: (transaction: Transaction) => void,
) {
  await runTransaction(db, async (transaction) => {
    const booking = (await transaction.get(bookings.doc(db, entry.bookingId))).data();
    if (!booking) throw new UserFacingError('This booking no longer exists.');
    // The price owed, with the sales tax when the studio adds it (the rules' priceWithTax).
    const studio = await transaction.get(doc(db, COLLECTIONS.settings, STUDIO_SETTINGS_ID));
    const price = owedOn(booking, storedSalesTax(studio.get('salesTax'))).price;
    const ledger = (await transaction.get(ledgers.doc(db, entry.bookingId))).data();
    const netBefore = ledger?.net ?? booking.paidTotal;
    const net = netBefore + entry.amount;
    if (net < 0) {
      throw new UserFacingError(
        entry.kind === 'reversal'
          ? `Reversing this entry would take the total paid below zero (${formatPrice(netBefore)} is paid, net). Reverse the refund first.`
          : refundTooLargeMessage(netBefore),
      );
    }
    const overpayment = entry.kind === 'payment' && net > price;
    if (overpayment && !confirmed) throw new UserFacingError(overpaymentMessage(net, price));
    transaction.set(doc(payments.rawRef(db), id), { ...entry, overpaymentConfirmed: overpayment, createdAt: serverTimestamp() });
    transaction.set(doc(ledgers.rawRef(db), entry.bookingId), { net, lastEntry: id });
    alongside?.(transaction);
  });
}

/** @internal Exported for its tests only. */
export const refundTooLargeMessage = (paid: number) =>
  paid > 0
    ? `A refund can be at most what has been paid, net: ${formatPrice(paid)}.`
    : 'Nothing has been paid on this booking, so there is nothing to refund.';

/** @internal Exported for its tests only. */
export const overpaymentMessage = (total: number, price: number) =>
  `This payment takes the total paid to ${formatPrice(total)}, above the price of ${formatPrice(price)} owed. Tick “Record more than the price” to confirm.`;

/** @internal Exported for its tests only. */
export async function recordPayment(db: Firestore, id: string, booking: BookingRef, input: unknown) {
  const valid = paymentInputSchema.parse(input);
  const entry: Entry = {
    bookingId: booking.id,
    userId: booking.userId,
    kind: valid.kind,
    amount: valid.kind === 'refund' ? -valid.amount : valid.amount,
    method: valid.method,
    receivedOn: valid.receivedOn,
    note: valid.note,
    reverses: null,
  };
  await writeEntry(db, id, entry, valid.overpaymentConfirmed);
}

/**
 * Undoes one entry with its exact opposite; the id makes a second reversal impossible.
 * @internal Exported for its tests only.
 */
export async function reversePayment(db: Firestore, entry: WithId<Payment>, input: unknown, today: string) {
  const { note } = reversalInputSchema.parse(input);
  const reversal: Entry = {
    bookingId: entry.bookingId,
    userId: entry.userId,
    kind: 'reversal',
    amount: -entry.amount,
    method: entry.method,
    receivedOn: today,
    note,
    reverses: entry.id,
  };
  await writeEntry(db, reversalId(entry.id), reversal, false);
}

export const useRecordPayment = () => useBound(recordPayment);
export const useReversePayment = () => useBound(reversePayment);

/** A booking's entries in the order they were recorded (the owner's booking view). */
export const useBookingPayments = (bookingId: string) =>
  useLiveQuery(payments, { where: [['bookingId', '==', bookingId]], orderBy: [['createdAt', 'asc']] });

/** A customer's entries, newest first: their profile, and the owner's customer page. */
export const useCustomerPayments = (uid: string) =>
  useLiveQuery(payments, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });

/** One entry, live: a receipt (its customer's or the owner's to read, firestore.rules). */
export const usePayment = (id: string) => useLiveDoc(payments, id);
