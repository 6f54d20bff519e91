import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { sessionTypeInput } from '@common/session-type.test-data';
import { CUSTOMER_A_AND_OWNER, EVERYONE, NOBODY, OWNER_ONLY, SIGNED_IN, UID, accessMatrix, useRulesSuite, type Actor } from './helpers';

// Timed sessions (docs/sessions.md): session types, slots and the owner's busy times are public to
// read and written by the functions alone; a claim (held or booked) is its customer's and the
// owner's to read, and nobody's to write; settings/sessions is public, the owner's to write;
// ownerSettings/calendarSync (the feed's secret) and calendarImport are the owner's eyes only.

const at = Timestamp.fromDate(new Date('2027-03-02T10:00:00Z'));
/** A consultation open on Tuesdays, as the owner saves it. */
const type = {
  ...sessionTypeInput({ durationMinutes: 30, weeklyHours: [{ weekday: 2, start: '09:00', end: '17:00' }] }),
  updatedAt: at,
};
const claim = (userId: string, state: string) => ({
  sessionTypeId: 'consult',
  sessionName: 'Consultation',
  location: 'video',
  slotId: 'consult_20270302T1000',
  userId,
  name: '',
  email: '',
  date: '2027-03-02',
  time: '10:00',
  zone: 'UTC',
  start: at,
  end: at,
  state,
  holdUntil: state === 'held' ? at : null,
  price: 0,
  deposit: 0,
  paid: 0,
  sequence: 0,
  createdAt: at,
  updatedAt: at,
});
const slot = {
  sessionTypeId: 'consult',
  date: '2027-03-02',
  time: '10:00',
  zone: 'UTC',
  start: at,
  end: at,
  busyStart: at,
  busyEnd: at,
  seats: { 'alice-claim': { state: 'held', holdUntil: at } },
};

const suite = useRulesSuite(() => ({
  'sessionTypes/consult': type,
  'sessionSlots/consult_20270302T1000': slot,
  'sessionBookings/alice-claim': claim(UID.customerA, 'held'),
  'sessionBookings/alice-booked': claim(UID.customerA, 'booked'),
  'calendarBusy/import': { intervals: [{ start: at, end: at }], readAt: at },
  'settings/sessions': { cutoffHours: 24 },
  'ownerSettings/calendarSync': { feedToken: 'f'.repeat(40), importUrl: '' },
  'ownerSettings/calendarImport': { lastTriedAt: at, lastGoodAt: at, error: '', busyCount: 1 },
}));

const own = (a: Actor, uid: string) => query(collection(a.db, 'sessionBookings'), where('userId', '==', uid));
/** As the profile asks (web/src/data/sessions.ts): soonest first. */
const ownInOrder = (a: Actor, uid: string) =>
  query(collection(a.db, 'sessionBookings'), where('userId', '==', uid), orderBy('start', 'asc'));
/** As the owner's week asks: a range of starts. */
const week = (a: Actor) =>
  query(
    collection(a.db, 'sessionBookings'),
    where('start', '>=', at),
    where('start', '<', Timestamp.fromMillis(at.toMillis() + 7 * 86_400_000)),
    orderBy('start', 'asc'),
  );

describe('timed sessions', () => {
  accessMatrix(suite, {
    'get a session type': [(a) => getDoc(doc(a.db, 'sessionTypes', 'consult')), EVERYONE],
    'list session types': [(a) => getDocs(collection(a.db, 'sessionTypes')), EVERYONE],
    'create a session type': [(a) => setDoc(doc(a.db, 'sessionTypes', 'new'), type), NOBODY],
    'update a session type': [(a) => updateDoc(doc(a.db, 'sessionTypes', 'consult'), { price: 1 }), NOBODY],
    'delete a session type': [(a) => deleteDoc(doc(a.db, 'sessionTypes', 'consult')), NOBODY],
    'get a slot': [(a) => getDoc(doc(a.db, 'sessionSlots', 'consult_20270302T1000')), EVERYONE],
    'list slots of a day': [(a) => getDocs(query(collection(a.db, 'sessionSlots'), where('date', '==', '2027-03-02'))), EVERYONE],
    'create a slot': [(a) => setDoc(doc(a.db, 'sessionSlots', 'consult_20270302T1100'), slot), NOBODY],
    'take a seat in a slot': [
      (a) =>
        updateDoc(doc(a.db, 'sessionSlots', 'consult_20270302T1000'), { [`seats.${a.uid ?? 'x'}`]: { state: 'booked', holdUntil: null } }),
      NOBODY,
    ],
    'clear a slot': [(a) => deleteDoc(doc(a.db, 'sessionSlots', 'consult_20270302T1000')), NOBODY],
    "get A's held claim": [(a) => getDoc(doc(a.db, 'sessionBookings', 'alice-claim')), CUSTOMER_A_AND_OWNER],
    "get A's booked session": [(a) => getDoc(doc(a.db, 'sessionBookings', 'alice-booked')), CUSTOMER_A_AND_OWNER],
    'list claims, unfiltered': [(a) => getDocs(collection(a.db, 'sessionBookings')), OWNER_ONLY],
    "list A's claims (where userId ==)": [(a) => getDocs(own(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own claims (where userId ==)': [(a) => getDocs(own(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'list own claims, soonest first': [(a) => getDocs(ownInOrder(a, a.uid ?? 'signed-out')), SIGNED_IN],
    "list a week's claims (the owner's week view)": [(a) => getDocs(week(a)), OWNER_ONLY],
    'claim a slot for oneself': [(a) => setDoc(doc(a.db, 'sessionBookings', 'new'), claim(a.uid ?? 'x', 'booked')), NOBODY],
    'claim a slot for another account': [(a) => setDoc(doc(a.db, 'sessionBookings', 'for-a'), claim(UID.customerA, 'booked')), NOBODY],
    "turn A's hold into a booking": [
      (a) => updateDoc(doc(a.db, 'sessionBookings', 'alice-claim'), { state: 'booked', holdUntil: null }),
      NOBODY,
    ],
    "extend A's hold": [
      (a) => updateDoc(doc(a.db, 'sessionBookings', 'alice-claim'), { holdUntil: Timestamp.fromMillis(at.toMillis() + 3600_000) }),
      NOBODY,
    ],
    "cancel A's session by writing it": [(a) => updateDoc(doc(a.db, 'sessionBookings', 'alice-booked'), { state: 'cancelled' }), NOBODY],
    "delete A's claim": [(a) => deleteDoc(doc(a.db, 'sessionBookings', 'alice-claim')), NOBODY],
    "get the owner's busy times": [(a) => getDoc(doc(a.db, 'calendarBusy', 'import')), EVERYONE],
    "write the owner's busy times": [(a) => setDoc(doc(a.db, 'calendarBusy', 'import'), { intervals: [], readAt: at }), NOBODY],
    'get settings/sessions': [(a) => getDoc(doc(a.db, 'settings', 'sessions')), EVERYONE],
    'set the cut-off': [(a) => setDoc(doc(a.db, 'settings', 'sessions'), { cutoffHours: 48 }), OWNER_ONLY],
    'get the feed token': [(a) => getDoc(doc(a.db, 'ownerSettings', 'calendarSync')), OWNER_ONLY],
    'regenerate the feed token': [
      (a) => setDoc(doc(a.db, 'ownerSettings', 'calendarSync'), { feedToken: 'g'.repeat(40), importUrl: '' }),
      OWNER_ONLY,
    ],
    'get the calendar import status': [(a) => getDoc(doc(a.db, 'ownerSettings', 'calendarImport')), OWNER_ONLY],
    'write the calendar import status': [
      (a) => setDoc(doc(a.db, 'ownerSettings', 'calendarImport'), { lastTriedAt: at, lastGoodAt: at, error: '', busyCount: 0 }),
      NOBODY,
    ],
  });
});
