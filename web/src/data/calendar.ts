import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { busyStatesOf } from '@common/leads';
import { busyMonthSchema, calendarDaySchema } from '@common/schemas';
import { useBound } from './bind';
import { busyMonthsBetween } from './busy-days';
import { defineCollection } from './collection';
import { useLiveQuery } from './live';
import { mapResult } from './result';

// The days the studio has committed: confirmed bookings (written with the confirmation, see
// bookings.ts), contracts' holds, days of timed sessions and days the owner blocked. The owner's
// only: a day names the booking holding it. Everyone else reads busyDays, its public view
// (busy-days.ts), which a function keeps from it.
export const calendar = defineCollection(COLLECTIONS.calendar, calendarDaySchema);

/** The calendar's days from `from` to `to` (inclusive), live: the owner's calendar and booking screens. */
export const useTakenDays = (from: string, to: string) =>
  useLiveQuery(calendar, {
    where: [
      ['date', '>=', from],
      ['date', '<=', to],
    ],
    orderBy: [['date', 'asc']],
  });

const busyDays = defineCollection(COLLECTIONS.busyDays, busyMonthSchema);

/**
 * The days a customer cannot ask for from `from` to `to`, live from the public view (any busy
 * state, timed sessions' days included: the rules refuse a request on a day the calendar has).
 * The booking forms grey them out; a day taken while the form is open turns unavailable.
 */
export function useUnavailableDays(from: string, to: string) {
  const { where } = busyMonthsBetween(from, to);
  const months = useLiveQuery(busyDays, { where });
  return mapResult(months, (list) => [...busyStatesOf(list).keys()].filter((day) => day >= from && day <= to).sort());
}

/** @internal Exported for its tests only. */
export const blockDay = (db: Firestore, day: string) =>
  setDoc(doc(calendar.rawRef(db), day), { date: day, kind: 'blocked', bookingId: null, createdAt: serverTimestamp() });

const unblockDay = (db: Firestore, day: string) => deleteDoc(doc(calendar.rawRef(db), day));

export const useBlockDay = () => useBound(blockDay);
export const useUnblockDay = () => useBound(unblockDay);
