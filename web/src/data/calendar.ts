import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { calendarDaySchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveQuery } from './live';

// The days the studio has committed: confirmed bookings (written with the confirmation, see
// bookings.ts) and days the owner blocked. Public: a day, its kind, the booking id; nobody's data.
export const calendar = defineCollection(COLLECTIONS.calendar, calendarDaySchema);

/** Taken days from `from` to `to` (inclusive), live: the booking form greys them out. */
export const useTakenDays = (from: string, to: string) =>
  useLiveQuery(calendar, {
    where: [
      ['date', '>=', from],
      ['date', '<=', to],
    ],
    orderBy: [['date', 'asc']],
  });

/** @internal Exported for its tests only. */
export const blockDay = (db: Firestore, day: string) =>
  setDoc(doc(calendar.rawRef(db), day), { date: day, kind: 'blocked', bookingId: null, createdAt: serverTimestamp() });

const unblockDay = (db: Firestore, day: string) => deleteDoc(doc(calendar.rawRef(db), day));

export const useBlockDay = () => useBound(blockDay);
export const useUnblockDay = () => useBound(unblockDay);
