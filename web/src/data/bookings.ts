import { doc, getDoc, runTransaction, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { bookingSchema, type BookingStatus, type CalendarDay } from '@common/schemas';
import { formatDateTime, formatIsoDay } from '@common/format';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound, useNewDocumentId } from './bind';
import { calendar } from './calendar';
import { defineCollection } from './collection';
import { useCount, useLiveDoc, useLiveQuery, type LiveSpec } from './live';
import { useOwnerList } from './owner-list';

export const bookings = defineCollection(COLLECTIONS.bookings, bookingSchema);

/** A status reached now: the server stamps its time in statusAt (the rules check both). */
const reach = (status: BookingStatus) => ({ status, [`statusAt.${status}`]: serverTimestamp() });

/** The one change a customer may make after booking: withdrawing a pending request. */
const cancelBooking = (db: Firestore, id: string) => updateDoc(doc(bookings.rawRef(db), id), reach('cancelled'));

/** A customer's bookings, newest first. */
const bookingsOf = (uid: string): LiveSpec => ({ where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });

export const useNewBookingId = () => useNewDocumentId(bookings.rawRef);
export const useCancelBooking = () => useBound(cancelBooking);

/** The signed-in customer's bookings (their profile); the owner's customer page reads the same. */
export const useOwnBookings = (uid: string) => useLiveQuery(bookings, bookingsOf(uid));
/** One booking, live: the customer's thank-you and cash payment pages, the owner's detail view. */
export const useBooking = (id: string) => useLiveDoc(bookings, id);

/** How many bookings name a package (the owner is warned before deleting it; bookings keep their copy). */
export const useBookingsOfPackageCount = (packageId: string) =>
  useCount({ collection: COLLECTIONS.bookings, where: [['packageId', '==', packageId]] });

// ---------------------------------------------------------------- the owner's side

export const useOwnerBookings = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.bookings, bookings, params);

/** Every request for one day, oldest first: the clash the owner sees before confirming. */
export const useBookingsOnDay = (day: string) =>
  useLiveQuery(bookings, { where: [['eventDate', '==', day]], orderBy: [['createdAt', 'asc']] });

function takenMessage(day: string, taken: CalendarDay) {
  const when = formatIsoDay(day);
  if (taken.kind === 'blocked') return `${when} is blocked in the studio calendar. Unblock it first, or decline this request.`;
  if (taken.kind === 'hold') {
    const until = taken.holdUntil ? ` until ${formatDateTime(taken.holdUntil)}` : '';
    return `${when} is held${until} for another booking whose contract is signed (ref. ${taken.bookingId}): its deposit is awaited. Decline this request, or confirm it once the hold has ended.`;
  }
  return `${when} is already taken by another confirmed booking (ref. ${taken.bookingId}). Decline this request or cancel the other booking first.`;
}

/**
 * Confirms a pending request and takes its day in one transaction: the booking and the day's
 * calendar document are written together, and the rules refuse the pair when the day is taken. A
 * day already taken is explained, whether the transaction saw it or the rules refused a
 * confirmation that raced another one for the same day. A day held for this booking's own signed
 * contract (docs/contracts.md) becomes its lock: the hold's document is replaced by the lock's
 * fields, the one update of a calendar day the rules allow the owner.
 */
export async function confirmBooking(db: Firestore, id: string) {
  const bookingRef = bookings.doc(db, id);
  let day: string | undefined;
  try {
    await runTransaction(db, async (transaction) => {
      const booking = (await transaction.get(bookingRef)).data();
      if (!booking) throw new UserFacingError('This booking no longer exists.');
      if (booking.status !== 'pending')
        throw new UserFacingError(`This booking is already ${booking.status}; it can no longer be confirmed.`);
      day = booking.eventDate;
      const taken = (await transaction.get(calendar.doc(db, booking.eventDate))).data();
      const ownHold = taken?.kind === 'hold' && taken.bookingId === id;
      if (taken && !ownHold) throw new UserFacingError(takenMessage(booking.eventDate, taken));
      transaction.update(doc(bookings.rawRef(db), id), reach('confirmed'));
      // A set: a create of a free day, or (own hold) an update that leaves no holdUntil behind.
      transaction.set(doc(calendar.rawRef(db), booking.eventDate), {
        date: booking.eventDate,
        kind: 'booking',
        bookingId: id,
        createdAt: serverTimestamp(),
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied' || !day) throw error;
    const taken = (await getDoc(calendar.doc(db, day))).data();
    throw taken && taken.bookingId !== id ? new UserFacingError(takenMessage(day, taken)) : error;
  }
}

const declineBooking = (db: Firestore, id: string, reason: string) =>
  updateDoc(doc(bookings.rawRef(db), id), { ...reach('declined'), statusReason: reason.trim() });

const completeBooking = (db: Firestore, id: string) => updateDoc(doc(bookings.rawRef(db), id), reach('completed'));

/**
 * The studio cancels: a confirmed booking frees its day in the same transaction.
 * @internal Exported for its tests only.
 */
export async function cancelBookingAsStudio(db: Firestore, id: string, reason: string) {
  const bookingRef = bookings.doc(db, id);
  await runTransaction(db, async (transaction) => {
    const booking = (await transaction.get(bookingRef)).data();
    if (!booking) throw new UserFacingError('This booking no longer exists.');
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw new UserFacingError(`This booking is already ${booking.status}.`);
    }
    transaction.update(doc(bookings.rawRef(db), id), { ...reach('cancelled'), statusReason: reason.trim() });
    if (booking.status === 'confirmed') transaction.delete(doc(calendar.rawRef(db), booking.eventDate));
  });
}

export const useConfirmBooking = () => useBound(confirmBooking);
export const useDeclineBooking = () => useBound(declineBooking);
export const useCompleteBooking = () => useBound(completeBooking);
export const useCancelBookingAsStudio = () => useBound(cancelBookingAsStudio);

/** Every booking with its event from `from` to `to` (inclusive), by day: the owner's month view. */
export const useBookingsBetween = (from: string, to: string) =>
  useLiveQuery(bookings, {
    where: [
      ['eventDate', '>=', from],
      ['eventDate', '<=', to],
    ],
    orderBy: [['eventDate', 'asc']],
  });
