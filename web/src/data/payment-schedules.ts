import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { paymentScheduleSchema, type PaymentScheduleInput } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveDoc } from './live';

// The owner's plan for a booking's balance (paymentSchedules/{bookingId}): the split and the
// waived instalments. The server derives the schedule onto the booking from it (and from the
// ledger), so the screens show booking.schedule and edit only this.
const paymentSchedules = defineCollection(COLLECTIONS.paymentSchedules, paymentScheduleSchema);

/** The owner's plan, live; none until the owner first changes the studio's default. */
export const usePaymentPlan = (bookingId: string) => useLiveDoc(paymentSchedules, bookingId);

/** Saves the whole plan: a second click writes the same document again, which changes nothing. */
const savePaymentPlan = (db: Firestore, bookingId: string, plan: PaymentScheduleInput) =>
  setDoc(doc(paymentSchedules.rawRef(db), bookingId), { ...plan, updatedAt: serverTimestamp() });

export const useSavePaymentPlan = () => useBound(savePaymentPlan);
