import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { aWhileAgo, blockedDay, daysFromToday, heldDay, storedBooking } from './fixtures';
import { UID, text, useRulesSuite, type Actor } from './helpers';

// The owner moves a confirmed booking to another day: the booking's eventDate and its day's lock
// (calendar/{day}) move in one write, so no two bookings hold a day and no day is held by nobody.
const HELD = daysFromToday(120);
const FREE = daysFromToday(140);
const BOBS = daysFromToday(130);
const BLOCKED = daysFromToday(150);
const MOVED = daysFromToday(160);

const suite = useRulesSuite(() => ({
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: HELD }),
  [`calendar/${HELD}`]: heldDay(HELD, 'alice-confirmed'),
  'bookings/bob-confirmed': storedBooking(UID.customerB, 'confirmed', { eventDate: BOBS }),
  [`calendar/${BOBS}`]: heldDay(BOBS, 'bob-confirmed'),
  [`calendar/${BLOCKED}`]: blockedDay(BLOCKED),
  'bookings/alice-pending': storedBooking(UID.customerA, 'pending', { eventDate: daysFromToday(170) }),
  'bookings/alice-moved': storedBooking(UID.customerA, 'confirmed', {
    eventDate: MOVED,
    rescheduledFrom: daysFromToday(100),
    rescheduledAt: aWhileAgo,
    rescheduleCount: 1,
    rescheduleNote: '',
  }),
  [`calendar/${MOVED}`]: heldDay(MOVED, 'alice-moved'),
}));

type Move = { id?: string; from?: string; to: string; fields?: Record<string, unknown>; freeOld?: boolean; takeNew?: boolean };

/** The write the owner's "Reschedule" makes (web/src/data/reschedule-booking.ts), or a part of it. */
function reschedule(a: Actor, { id = 'alice-confirmed', from = HELD, to, fields = {}, freeOld = true, takeNew = true }: Move) {
  const batch = writeBatch(a.db);
  batch.update(doc(a.db, 'bookings', id), {
    eventDate: to,
    rescheduledFrom: from,
    rescheduledAt: serverTimestamp(),
    rescheduleCount: increment(1),
    rescheduleNote: 'Moved at the couple’s request.',
    ...fields,
  });
  if (freeOld) batch.delete(doc(a.db, 'calendar', from));
  if (takeNew) batch.set(doc(a.db, 'calendar', to), { date: to, kind: 'booking', bookingId: id, createdAt: serverTimestamp() });
  return batch.commit();
}

const owner = () => suite.actor('owner');

describe('the owner reschedules a confirmed booking', () => {
  it('to a free day, freeing the old day and taking the new one in the same write → allow', async () => {
    await assertSucceeds(reschedule(owner(), { to: FREE }));
    const booking = (await getDoc(doc(owner().db, 'bookings', 'alice-confirmed'))).data();
    expect(booking).toMatchObject({ eventDate: FREE, rescheduledFrom: HELD, rescheduleCount: 1 });
    expect((await getDoc(doc(owner().db, 'calendar', HELD))).exists()).toBe(false);
    expect((await getDoc(doc(owner().db, 'calendar', FREE))).data()).toMatchObject({ bookingId: 'alice-confirmed' });
  });

  it('a second time, counting the move → allow', async () => {
    await assertSucceeds(reschedule(owner(), { id: 'alice-moved', from: MOVED, to: FREE }));
    expect((await getDoc(doc(owner().db, 'bookings', 'alice-moved'))).data()).toMatchObject({ rescheduleCount: 2 });
  });

  const refused: [string, Move][] = [
    ['the lock not moved (the booking alone)', { to: FREE, freeOld: false, takeNew: false }],
    ['the old day kept held', { to: FREE, freeOld: false }],
    ['the new day not taken', { to: FREE, takeNew: false }],
    ['to a day another booking holds', { to: BOBS }],
    ['to a day another booking holds, its lock not touched', { to: BOBS, takeNew: false }],
    ['to a blocked day', { to: BLOCKED, takeNew: false }],
    ['to yesterday (past in the studio’s zone too)', { to: daysFromToday(-2) }],
    ['to a day that does not exist', { to: '2097-02-30' }],
    ['beyond the three-year horizon', { to: daysFromToday(1200) }],
    ['to the day it is on', { to: HELD, freeOld: false, takeNew: false }],
    ['a pending request (it holds no day)', { id: 'alice-pending', from: daysFromToday(170), to: FREE, freeOld: false }],
    ['with the move not counted', { to: FREE, fields: { rescheduleCount: 7 } }],
    ['naming another day it left', { to: FREE, fields: { rescheduledFrom: BOBS } }],
    ['with a time of its own', { to: FREE, fields: { rescheduledAt: aWhileAgo } }],
    ['with a note over 500 characters', { to: FREE, fields: { rescheduleNote: text(501) } }],
    ['changing the price with it', { to: FREE, fields: { packagePrice: 1 } }],
    ['cancelling it in the same write', { to: FREE, fields: { status: 'cancelled', 'statusAt.cancelled': serverTimestamp() } }],
  ];
  it.each(refused)('%s → deny', async (_name, move) => {
    await assertFails(reschedule(owner(), move));
  });

  it('a lock for a confirmed booking that stays where it is → deny', async () => {
    const batch = writeBatch(owner().db);
    batch.set(doc(owner().db, 'calendar', FREE), {
      date: FREE,
      kind: 'booking',
      bookingId: 'alice-confirmed',
      createdAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('repairing a moved booking’s venue keeps the move’s fields → allow', async () => {
    await assertSucceeds(updateDoc(doc(owner().db, 'bookings', 'alice-moved'), { venue: 'The Conservatory of Flowers' }));
  });

  it('a note may be empty', async () => {
    await assertSucceeds(reschedule(owner(), { to: FREE, fields: { rescheduleNote: '' } }));
  });
});

describe('nobody else reschedules', () => {
  it.each(['customerA', 'customerB', 'anon', 'forgedAdmin', 'ownerPassword'] as const)('%s, the whole write → deny', async (role) => {
    await assertFails(reschedule(suite.actor(role), { to: FREE }));
  });

  it("customer A changes their confirmed booking's date alone → deny", async () => {
    await assertFails(updateDoc(doc(suite.actor('customerA').db, 'bookings', 'alice-confirmed'), { eventDate: FREE }));
  });
});
