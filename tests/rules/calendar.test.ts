import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { calendarDaySchema } from '@common/schemas';
import { TODAY, aWhileAgo, blockedDay, daysFromToday, heldDay, holdDay, inDays, servicePackage, storedBooking } from './fixtures';
import { ALLOW, NOBODY, OWNER_ONLY, UID, accessMatrix, useRulesSuite, validationCases, type Actor } from './helpers';

// The owner's only: a day names the id of the booking holding it. Everyone else reads busyDays,
// its public view (leads.test.ts); the booking rules still look days up here (bookings.test.ts
// refuses a request on a taken day). Confirmation and cancellation of bookings (which create and
// delete the booking days) are tested in bookings.test.ts.
const HELD = daysFromToday(60);
const BLOCKED = daysFromToday(75);
const FREE = daysFromToday(90);
/** A day a signed contract holds for its deposit (docs/contracts.md): the functions' entry. */
const ON_HOLD = daysFromToday(105);

const suite = useRulesSuite(() => ({
  'packages/pkg-classic': servicePackage(),
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: HELD }),
  [`calendar/${HELD}`]: heldDay(HELD, 'alice-confirmed'),
  [`calendar/${BLOCKED}`]: blockedDay(BLOCKED),
  'bookings/alice-pending': storedBooking(UID.customerA, 'pending', { eventDate: FREE }),
  'bookings/bob-signed': storedBooking(UID.customerB, 'pending', { eventDate: ON_HOLD, contractState: 'signed' }),
  [`calendar/${ON_HOLD}`]: holdDay(ON_HOLD, 'bob-signed'),
}));

const day = (a: Actor, date: string) => doc(a.db, 'calendar', date);
const block = (date: string) => ({ date, kind: 'blocked', bookingId: null, createdAt: serverTimestamp() });
const hold = (date: string, bookingId: string) => ({ date, kind: 'hold', bookingId, createdAt: serverTimestamp(), holdUntil: inDays(3) });
const upcoming = (a: Actor) => query(collection(a.db, 'calendar'), where('date', '>=', TODAY), orderBy('date'));

describe('calendar', () => {
  accessMatrix(suite, {
    "get a held day (customer A's own booking: still not hers to read)": [(a) => getDoc(day(a, HELD)), OWNER_ONLY],
    'get a free day': [(a) => getDoc(day(a, FREE)), OWNER_ONLY],
    'list the taken days from today': [(a) => getDocs(upcoming(a)), OWNER_ONLY],
    'create a blocked day': [(a) => setDoc(day(a, FREE), block(FREE)), OWNER_ONLY],
    'create a day held by a booking, without confirming it': [
      (a) => setDoc(day(a, FREE), { date: FREE, kind: 'booking', bookingId: 'alice-pending', createdAt: serverTimestamp() }),
      NOBODY,
    ],
    'update a blocked day into a booking day': [(a) => updateDoc(day(a, BLOCKED), { kind: 'booking', bookingId: 'alice-pending' }), NOBODY],
    'overwrite a held day': [(a) => setDoc(day(a, HELD), block(HELD)), NOBODY],
    'delete a blocked day (unblock)': [(a) => deleteDoc(day(a, BLOCKED)), OWNER_ONLY],
    'delete a held day without cancelling its booking': [(a) => deleteDoc(day(a, HELD)), NOBODY],
    // Holds: written, extended and released by the contracts functions only (Admin SDK).
    'get a day on hold for a signed contract': [(a) => getDoc(day(a, ON_HOLD)), OWNER_ONLY],
    'create a hold': [(a) => setDoc(day(a, FREE), { ...hold(FREE, 'alice-pending') }), NOBODY],
    'create a hold without its end': [
      (a) => setDoc(day(a, FREE), { date: FREE, kind: 'hold', bookingId: 'alice-pending', createdAt: serverTimestamp() }),
      NOBODY,
    ],
    'extend a hold': [(a) => updateDoc(day(a, ON_HOLD), { holdUntil: inDays(30) }), NOBODY],
    'hand a hold to another booking': [(a) => updateDoc(day(a, ON_HOLD), { bookingId: 'alice-pending' }), NOBODY],
    'turn a hold into a lock without confirming its booking': [
      (a) => setDoc(day(a, ON_HOLD), { date: ON_HOLD, kind: 'booking', bookingId: 'bob-signed', createdAt: serverTimestamp() }),
      NOBODY,
    ],
    'block a day on hold': [(a) => setDoc(day(a, ON_HOLD), block(ON_HOLD)), NOBODY],
    'release a hold (delete)': [(a) => deleteDoc(day(a, ON_HOLD)), NOBODY],
    // A day's timed sessions are the sessions function's (docs/sessions.md).
    'write a day of timed sessions': [
      (a) => setDoc(day(a, FREE), { date: FREE, kind: 'session', bookingId: null, createdAt: serverTimestamp(), sessions: ['s1'] }),
      NOBODY,
    ],
    'block a day naming timed sessions': [(a) => setDoc(day(a, FREE), { ...block(FREE), sessions: ['s1'] }), NOBODY],
  });

  describe('a hold and its booking', () => {
    const owner = () => suite.actor('owner');
    it('released with its booking declined in the same write → deny (the functions release holds)', async () => {
      const batch = writeBatch(owner().db);
      batch.update(doc(owner().db, 'bookings', 'bob-signed'), {
        status: 'declined',
        'statusAt.declined': serverTimestamp(),
        statusReason: 'Away that week.',
      });
      batch.delete(day(owner(), ON_HOLD));
      await assertFails(batch.commit());
    });

    it('released with its booking cancelled in the same write → deny', async () => {
      const batch = writeBatch(owner().db);
      batch.update(doc(owner().db, 'bookings', 'bob-signed'), { status: 'cancelled', 'statusAt.cancelled': serverTimestamp() });
      batch.delete(day(owner(), ON_HOLD));
      await assertFails(batch.commit());
    });

    it('a hold written for a booking that is confirmed in the same write → deny', async () => {
      const batch = writeBatch(owner().db);
      batch.update(doc(owner().db, 'bookings', 'alice-pending'), { status: 'confirmed', 'statusAt.confirmed': serverTimestamp() });
      batch.set(day(owner(), FREE), { ...hold(FREE, 'alice-pending') });
      await assertFails(batch.commit());
    });
  });

  describe('the owner blocks a day (rules and zod agree on the shape)', () => {
    const write = (a: Actor, data: Record<string, unknown>) => setDoc(day(a, String(data.date ?? FREE)), data);
    validationCases(suite, 'owner', write, calendarDaySchema.strict(), [
      ['a future day', block(FREE), ALLOW],
      ['with an unknown field', { ...block(FREE), note: 'Holiday in Lisbon' }],
      ['with no kind', { date: FREE, bookingId: null, createdAt: serverTimestamp() }],
      ['with a kind outside the enum', { ...block(FREE), kind: 'holiday' }],
      ['with a day not in YYYY-MM-DD', { ...block('2030-1-5'), date: '2030-1-5' }],
    ]);
  });

  describe('the owner blocks a day: authority', () => {
    const write = (a: Actor, data: Record<string, unknown>) => setDoc(day(a, String(data.date)), data);
    validationCases(suite, 'owner', write, null, [
      ['today', block(TODAY), ALLOW],
      ['29 February of a leap year', block('2096-02-29'), ALLOW],
      ['29 February of a common year', block('2097-02-29')],
      ['29 February 2100 (not a leap year)', block('2100-02-29')],
      ['31 June', block('2097-06-31')],
      ['yesterday (UTC): the studio’s today west of UTC', block(daysFromToday(-1)), ALLOW],
      ['two days ago: past in every zone', block(daysFromToday(-2))],
      ['naming a booking', { ...block(FREE), bookingId: 'alice-pending' }],
      ['with a client-chosen createdAt', { ...block(FREE), createdAt: aWhileAgo }],
    ]);

    it('under another day’s id → deny', async () => {
      await assertFails(setDoc(day(suite.actor('owner'), FREE), block(daysFromToday(91))));
    });

    it('a booking day claimed for a booking confirmed on another day → deny', async () => {
      const owner = suite.actor('owner');
      const batch = writeBatch(owner.db);
      batch.update(doc(owner.db, 'bookings', 'alice-pending'), { status: 'confirmed', 'statusAt.confirmed': serverTimestamp() });
      batch.set(day(owner, daysFromToday(91)), {
        date: daysFromToday(91),
        kind: 'booking',
        bookingId: 'alice-pending',
        createdAt: serverTimestamp(),
      });
      await assertFails(batch.commit());
    });

    it('unblocking, then blocking again → allow', async () => {
      await assertSucceeds(deleteDoc(day(suite.actor('owner'), BLOCKED)));
      await assertSucceeds(setDoc(day(suite.actor('owner'), BLOCKED), block(BLOCKED)));
    });
  });
});
