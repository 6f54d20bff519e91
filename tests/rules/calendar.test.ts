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
import { TODAY, aWhileAgo, blockedDay, daysFromToday, heldDay, servicePackage, storedBooking } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, UID, accessMatrix, useRulesSuite, validationCases, type Actor } from './helpers';

// Public: the booking form greys out these days. The documents hold a day, its kind and the id of
// the booking holding it — nothing about a customer. Confirmation and cancellation of bookings
// (which create and delete the booking days) are tested in bookings.test.ts.
const HELD = daysFromToday(60);
const BLOCKED = daysFromToday(75);
const FREE = daysFromToday(90);

const suite = useRulesSuite(() => ({
  'packages/pkg-classic': servicePackage(),
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: HELD }),
  [`calendar/${HELD}`]: heldDay(HELD, 'alice-confirmed'),
  [`calendar/${BLOCKED}`]: blockedDay(BLOCKED),
  'bookings/alice-pending': storedBooking(UID.customerA, 'pending', { eventDate: FREE }),
}));

const day = (a: Actor, date: string) => doc(a.db, 'calendar', date);
const block = (date: string) => ({ date, kind: 'blocked', bookingId: null, createdAt: serverTimestamp() });
const upcoming = (a: Actor) => query(collection(a.db, 'calendar'), where('date', '>=', TODAY), orderBy('date'));

describe('calendar', () => {
  accessMatrix(suite, {
    'get a held day': [(a) => getDoc(day(a, HELD)), EVERYONE],
    'get a free day': [(a) => getDoc(day(a, FREE)), EVERYONE],
    'list the taken days from today (booking form)': [(a) => getDocs(upcoming(a)), EVERYONE],
    'create a blocked day': [(a) => setDoc(day(a, FREE), block(FREE)), OWNER_ONLY],
    'create a day held by a booking, without confirming it': [
      (a) => setDoc(day(a, FREE), { date: FREE, kind: 'booking', bookingId: 'alice-pending', createdAt: serverTimestamp() }),
      NOBODY,
    ],
    'update a blocked day into a booking day': [(a) => updateDoc(day(a, BLOCKED), { kind: 'booking', bookingId: 'alice-pending' }), NOBODY],
    'overwrite a held day': [(a) => setDoc(day(a, HELD), block(HELD)), NOBODY],
    'delete a blocked day (unblock)': [(a) => deleteDoc(day(a, BLOCKED)), OWNER_ONLY],
    'delete a held day without cancelling its booking': [(a) => deleteDoc(day(a, HELD)), NOBODY],
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
      ['yesterday', block(daysFromToday(-1))],
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
