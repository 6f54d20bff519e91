import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { paymentInputSchema, paymentSchema, reversalId, reversalInputSchema, type Payment } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { useLiveQuery } from './live';

// Money recorded against bookings by the owner. Entries are never edited or deleted (the rules
// refuse both); a reversal undoes one. The booking's paidTotal and paymentStatus follow from the
// entries, derived by the onPaymentCreated function.
const payments = defineCollection(COLLECTIONS.payments, paymentSchema);

/** One id per form opening, so a double submit rewrites the same entry, which the rules refuse. */
export function useNewPaymentId() {
  const db = useFirestore();
  const [id] = useState(() => doc(payments.rawRef(db)).id);
  return id;
}

type BookingRef = { id: string; userId: string };

async function recordPayment(db: Firestore, id: string, booking: BookingRef, input: unknown) {
  const valid = paymentInputSchema.parse(input);
  await setDoc(doc(payments.rawRef(db), id), {
    bookingId: booking.id,
    userId: booking.userId,
    kind: valid.kind,
    amount: valid.kind === 'refund' ? -valid.amount : valid.amount,
    method: valid.method,
    receivedOn: valid.receivedOn,
    note: valid.note,
    reverses: null,
    createdAt: serverTimestamp(),
  });
}

/** Undoes one entry with its exact opposite; the id makes a second reversal impossible. */
async function reversePayment(db: Firestore, entry: WithId<Payment>, input: unknown, today: string) {
  const { note } = reversalInputSchema.parse(input);
  await setDoc(doc(payments.rawRef(db), reversalId(entry.id)), {
    bookingId: entry.bookingId,
    userId: entry.userId,
    kind: 'reversal',
    amount: -entry.amount,
    method: entry.method,
    receivedOn: today,
    note,
    reverses: entry.id,
    createdAt: serverTimestamp(),
  });
}

export const useRecordPayment = () => useBound(recordPayment);
export const useReversePayment = () => useBound(reversePayment);

/** A booking's entries in the order they were recorded (the owner's booking view). */
export const useBookingPayments = (bookingId: string) =>
  useLiveQuery(payments, { where: [['bookingId', '==', bookingId]], orderBy: [['createdAt', 'asc']] });

/** A customer's entries, newest first: their profile, and the owner's customer page. */
export const useCustomerPayments = (uid: string) =>
  useLiveQuery(payments, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });
