import { arrayUnion, doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { formatIsoDay } from '@common/format';
import { MAX_PENDING_BOOKINGS, bookingInputSchema, orderKeywords, pendingBookingsSchema } from '@common/schemas';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { bookings } from './bookings';
import { defineCollection } from './collection';
import { useLiveDoc } from './live';

// A customer's booking request and what limits it: the rules count a customer's pending requests
// (pendingBookings/{uid}) and let a custom package link make one booking.
const pendingBookings = defineCollection(COLLECTIONS.pendingBookings, pendingBookingsSchema);

/**
 * A request, in one write with what the rules count it by: it joins the customer's pending
 * requests (at most MAX_PENDING_BOOKINGS) and, made through a custom package link, books that link.
 * When the rules refuse it for one of those two reasons, or for its day being taken since the form
 * showed it free, the customer is told which.
 * @internal Exported for its tests only.
 */
export async function createBooking(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = bookingInputSchema.parse(input);
  const batch = writeBatch(db);
  batch.set(doc(bookings.rawRef(db), id), {
    ...valid,
    userId,
    status: 'pending',
    statusAt: { pending: serverTimestamp() },
    statusReason: '',
    paidTotal: 0,
    paymentStatus: 'unpaid',
    keywords: orderKeywords(id, valid),
    createdAt: serverTimestamp(),
  });
  batch.set(doc(pendingBookings.rawRef(db), userId), { ids: arrayUnion(id) }, { merge: true });
  const slug = valid.customPackageLink;
  // A merge, not an update: a link that does not exist is then the rules' refusal, like any other.
  if (slug)
    batch.set(
      doc(db, COLLECTIONS.customPackageLinks, slug),
      { status: 'booked', bookedAt: serverTimestamp(), bookingId: id },
      { merge: true },
    );
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied') throw error;
    throw (await whyRefused(db, id, userId, slug, valid.eventDate)) ?? error;
  }
}

async function whyRefused(db: Firestore, id: string, userId: string, slug: string, day: string) {
  if (slug) {
    const link = (await getDoc(doc(db, COLLECTIONS.customPackageLinks, slug)).catch(() => undefined))?.data();
    if (link && link.bookingId && link.bookingId !== id) return new UserFacingError(ALREADY_BOOKED_MESSAGE);
  }
  // The form greys out the days of the calendar's public view, which a function keeps: a day taken
  // a moment ago can still look free there, and the rules (which read the calendar) refuse it.
  const month = (await getDoc(doc(db, COLLECTIONS.busyDays, day.slice(0, 7))).catch(() => undefined))?.data();
  if (month?.days?.[day.slice(8, 10)]) return new UserFacingError(dayTakenMessage(day));
  const pending = await readPendingBookings(db, userId).catch((): string[] => []);
  if (pending.length >= MAX_PENDING_BOOKINGS && !pending.includes(id)) return new UserFacingError(pendingLimitMessage());
  return undefined;
}

/** @internal Exported for its tests only. */
export const ALREADY_BOOKED_MESSAGE =
  'This offer has already been booked, so it cannot be booked a second time. Your booking is in your profile; write to the studio if you need another date.';

/** @internal Exported for its tests only. */
export const dayTakenMessage = (day: string) =>
  `${formatIsoDay(day)} has just been taken in the studio's calendar, so it cannot be requested. Please choose another date.`;

/** Said before the form, and again if a request is refused for it. */
export const pendingLimitMessage = () =>
  `You have ${MAX_PENDING_BOOKINGS} requests waiting for the studio's answer, the most we hold at once. Once one is answered or withdrawn you can send another.`;

/** The ids of a customer's requests the studio has not answered yet. */
async function readPendingBookings(db: Firestore, uid: string): Promise<string[]> {
  return (await getDoc(pendingBookings.doc(db, uid))).data()?.ids ?? [];
}

/** Whether the customer may send another request now (live: an answer frees a place). */
export function usePendingBookingsFull(uid: string) {
  const live = useLiveDoc(pendingBookings, uid);
  return { status: live.status, full: (live.data?.ids.length ?? 0) >= MAX_PENDING_BOOKINGS };
}

export const useCreateBooking = () => useBound(createBooking);
