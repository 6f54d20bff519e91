import { useState } from 'react';
import { doc, getCountFromServer, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { bookingInputSchema, bookingSchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { listenToDoc, listenToQuery, useLive } from './live';

export const bookings = defineCollection(COLLECTIONS.bookings, bookingSchema);

/** A document id chosen once per form: a second submit rewrites the same id, which the rules refuse. */
export const newBookingId = (db: Firestore) => doc(bookings.rawRef(db)).id;

export async function createBooking(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = bookingInputSchema.parse(input);
  await setDoc(doc(bookings.rawRef(db), id), { ...valid, userId, status: 'pending', createdAt: serverTimestamp() });
}

/** The one change a customer may make after booking. */
export const cancelBooking = (db: Firestore, id: string) => updateDoc(doc(bookings.rawRef(db), id), { status: 'cancelled' });

export const myBookingsQuery = (db: Firestore, uid: string) =>
  query(bookings.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/** One id per visit to the form: a repeated submit rewrites the same document, which the rules refuse. */
export function useNewBookingId() {
  const db = useFirestore();
  const [id] = useState(() => newBookingId(db));
  return id;
}
export const useCreateBooking = () => useBound(createBooking);
export const useCancelBooking = () => useBound(cancelBooking);

export function useOwnBookings(uid: string) {
  return useLive(`bookings?userId=${uid}`, listenToQuery(myBookingsQuery(useFirestore(), uid)));
}
/** One booking of the signed-in customer (thank-you page). */
export function useOwnBooking(uid: string, id: string) {
  return useLive(`${uid}/bookings/${id}`, listenToDoc(bookings.doc(useFirestore(), id)));
}

/** How many bookings name a package (the owner is warned before deleting it; bookings keep their copy). */
export async function countBookingsOfPackage(db: Firestore, packageId: string) {
  const snapshot = await getCountFromServer(query(bookings.rawRef(db), where('packageId', '==', packageId)));
  return snapshot.data().count;
}
export const useCountBookingsOfPackage = () => useBound(countBookingsOfPackage);
