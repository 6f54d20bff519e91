import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays, utcDay } from '@common/days';
import { orderKeywords, type BookingInput, type BookingStatus } from '@common/schemas';

const aWhileAgo = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));
// Each test takes days of its own, far enough apart from other files' fixtures and reruns.
let nextDay = 200 + Math.floor(Math.random() * 700);

/** A future day no other test in this run uses, with no calendar entry left from an earlier run. */
export async function freeDay(db: AdminFirestore): Promise<string> {
  const day = addUtcDays(utcDay(new Date()), nextDay++);
  await db.collection(COLLECTIONS.calendar).doc(day).delete();
  return day;
}

/** A customer's booking for `day` as stored, having reached `status` a while ago; returns its id. */
export async function storeBooking(db: AdminFirestore, day: string, status: BookingStatus = 'pending'): Promise<string> {
  const id = `data-${randomUUID().slice(0, 12)}`;
  const input: BookingInput = {
    packageId: 'wedding-signature',
    packageName: 'Signature Wedding',
    packagePrice: 4200,
    packageDeposit: 1260,
    eventType: 'Wedding',
    eventDate: day,
    venue: 'Conservatory of Flowers',
    guestCount: 120,
    name: 'Ada Byron',
    email: 'ada.byron@example.com',
    phone: '+1 415 555 0100',
    notes: '',
    paymentMethod: 'cash',
    customPackageLink: '',
  };
  await db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set({
      ...input,
      userId: `customer-${randomUUID().slice(0, 8)}`,
      status,
      statusAt: { pending: aWhileAgo, [status]: aWhileAgo },
      statusReason: '',
      paidTotal: 0,
      paymentStatus: 'unpaid',
      keywords: orderKeywords(id, input),
      createdAt: aWhileAgo,
    });
  if (status === 'confirmed') {
    await db.collection(COLLECTIONS.calendar).doc(day).set({ date: day, kind: 'booking', bookingId: id, createdAt: aWhileAgo });
  }
  return id;
}
