import { doc, getDoc, increment, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { CalendarDay } from '@common/schemas';
import { formatIsoDay } from '@common/format';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { bookings } from './bookings';
import { calendar } from './calendar';

/** Why the new day cannot be had: blocked by the studio, or held by another booking. */
function dayTakenMessage(day: string, taken: CalendarDay) {
  const when = formatIsoDay(day);
  return taken.kind === 'blocked'
    ? `${when} is blocked in the studio calendar. Choose another day, or unblock it first.`
    : `${when} is already taken by another confirmed booking (ref. ${taken.bookingId}). Choose another day.`;
}

/**
 * Moves a confirmed booking to another day in one transaction: the booking's eventDate, its old
 * day's calendar document deleted and the new day's created, and the move recorded (the rules
 * refuse anything less, and a day taken meanwhile). A repeated submit finds the booking already on
 * that day and writes nothing, so a double click makes one move.
 * @internal Exported for its tests only.
 */
export async function rescheduleBooking(db: Firestore, id: string, day: string, note: string) {
  try {
    await runTransaction(db, async (transaction) => {
      const booking = (await transaction.get(bookings.doc(db, id))).data();
      if (!booking) throw new UserFacingError('This booking no longer exists.');
      if (booking.status !== 'confirmed')
        throw new UserFacingError(`This booking is ${booking.status}; only a confirmed booking can move.`);
      if (booking.eventDate === day) return;
      const taken = (await transaction.get(calendar.doc(db, day))).data();
      // Held by this very booking: the same move, committed from another tab after the booking was read.
      if (taken?.bookingId === id) return;
      if (taken) throw new UserFacingError(dayTakenMessage(day, taken));
      transaction.update(doc(bookings.rawRef(db), id), {
        eventDate: day,
        rescheduledFrom: booking.eventDate,
        rescheduledAt: serverTimestamp(),
        rescheduleCount: increment(1),
        rescheduleNote: note.trim(),
      });
      transaction.delete(doc(calendar.rawRef(db), booking.eventDate));
      transaction.set(doc(calendar.rawRef(db), day), { date: day, kind: 'booking', bookingId: id, createdAt: serverTimestamp() });
    });
  } catch (error) {
    // The rules refused: the day was taken between the read and the write, or this very move was
    // committed meanwhile by the same submit from another tab (the booking holds the day: done).
    if ((error as { code?: string }).code !== 'permission-denied') throw error;
    const taken = (await getDoc(calendar.doc(db, day))).data();
    if (taken?.bookingId === id) return;
    throw taken ? new UserFacingError(dayTakenMessage(day, taken)) : error;
  }
}

export const useRescheduleBooking = () => useBound(rescheduleBooking);
