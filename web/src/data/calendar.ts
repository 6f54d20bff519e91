import { deleteDoc, doc, orderBy, query, serverTimestamp, setDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { calendarDaySchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { listenToQuery, useLive } from './live';

// The days the studio has committed: confirmed bookings (written with the confirmation, see
// bookings.ts) and days the owner blocked. Public: a day, its kind, the booking id; nobody's data.
export const calendar = defineCollection(COLLECTIONS.calendar, calendarDaySchema);

const between = (db: Firestore, from: string, to: string) =>
  query(calendar.ref(db), where('date', '>=', from), where('date', '<=', to), orderBy('date'));

/** Taken days from `from` to `to` (inclusive), live: the booking form greys them out. */
export function useTakenDays(from: string, to: string) {
  return useLive(`calendar/${from}..${to}`, listenToQuery(between(useFirestore(), from, to)));
}

export const blockDay = (db: Firestore, day: string) =>
  setDoc(doc(calendar.rawRef(db), day), { date: day, kind: 'blocked', bookingId: null, createdAt: serverTimestamp() });

export const unblockDay = (db: Firestore, day: string) => deleteDoc(doc(calendar.rawRef(db), day));

export const useBlockDay = () => useBound(blockDay);
export const useUnblockDay = () => useBound(unblockDay);
