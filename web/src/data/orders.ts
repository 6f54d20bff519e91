import { doc, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { bookingInputSchema, bookingSchema, frameOrderInputSchema, frameOrderSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const bookings = defineCollection(COLLECTIONS.bookings, bookingSchema);
export const frameOrders = defineCollection(COLLECTIONS.frameOrders, frameOrderSchema);

/** A document id chosen once per form: a second submit rewrites the same id, which the rules refuse. */
export const newBookingId = (db: Firestore) => doc(bookings.rawRef(db)).id;
export const newFrameOrderId = (db: Firestore) => doc(frameOrders.rawRef(db)).id;

export async function createBooking(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = bookingInputSchema.parse(input);
  await setDoc(doc(bookings.rawRef(db), id), { ...valid, userId, status: 'pending', createdAt: serverTimestamp() });
}

export async function createFrameOrder(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = frameOrderInputSchema.parse(input);
  await setDoc(doc(frameOrders.rawRef(db), id), { ...valid, userId, status: 'pending', createdAt: serverTimestamp() });
}

/** The one change a customer may make after booking. */
export const cancelBooking = (db: Firestore, id: string) => updateDoc(doc(bookings.rawRef(db), id), { status: 'cancelled' });

export const myBookingsQuery = (db: Firestore, uid: string) =>
  query(bookings.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));
export const myFrameOrdersQuery = (db: Firestore, uid: string) =>
  query(frameOrders.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));
