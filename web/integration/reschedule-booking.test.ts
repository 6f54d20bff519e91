import type { Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blockDay } from '@/data/calendar';
import { rescheduleBooking } from '@/data/reschedule-booking';
import { UserFacingError } from '@/lib/user-facing-error';
import { freeDay, storeBooking } from './support/bookings';
import { ownerSession } from './support/emulators';

// The owner moves a confirmed booking: its eventDate, the old day's lock and the new day's lock in
// one transaction, against the real rules, from one tab or two at once.

let owner: Firestore;
let secondTab: Firestore;
let admin: AdminFirestore;
beforeAll(async () => ({ owner, secondTab, admin } = await ownerSession()));

const booking = async (id: string) => (await admin.collection(COLLECTIONS.bookings).doc(id).get()).data();
const calendarDay = async (day: string) => (await admin.collection(COLLECTIONS.calendar).doc(day).get()).data();

describe('rescheduleBooking', () => {
  it('moves the booking, frees its old day and takes the new one, together, and records the move', async () => {
    const [from, to] = [await freeDay(admin), await freeDay(admin)];
    const id = await storeBooking(admin, from, 'confirmed');

    await rescheduleBooking(owner, id, to, '  At the couple’s request.  ');

    expect(await booking(id)).toMatchObject({
      eventDate: to,
      rescheduledFrom: from,
      rescheduleCount: 1,
      rescheduleNote: 'At the couple’s request.',
    });
    expect((await booking(id))?.rescheduledAt).toBeDefined();
    expect(await calendarDay(from)).toBeUndefined();
    expect(await calendarDay(to)).toMatchObject({ date: to, kind: 'booking', bookingId: id });
  });

  it('a double submit (two tabs at once) makes one move', async () => {
    const [from, to] = [await freeDay(admin), await freeDay(admin)];
    const id = await storeBooking(admin, from, 'confirmed');

    await Promise.all([rescheduleBooking(owner, id, to, ''), rescheduleBooking(secondTab, id, to, '')]);

    expect(await booking(id)).toMatchObject({ eventDate: to, rescheduledFrom: from, rescheduleCount: 1 });
    expect(await calendarDay(to)).toMatchObject({ bookingId: id });
  });

  it('refuses a day another booking holds, naming it, and changes nothing', async () => {
    const [from, to] = [await freeDay(admin), await freeDay(admin)];
    const id = await storeBooking(admin, from, 'confirmed');
    const holder = await storeBooking(admin, to, 'confirmed');

    const attempt = rescheduleBooking(owner, id, to, '');

    await expect(attempt).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt).rejects.toThrow(`already taken by another confirmed booking (ref. ${holder})`);
    expect(await booking(id)).toMatchObject({ eventDate: from });
    expect(await calendarDay(from)).toMatchObject({ bookingId: id });
    expect(await calendarDay(to)).toMatchObject({ bookingId: holder });
  });

  it('refuses a day the studio blocked', async () => {
    const [from, to] = [await freeDay(admin), await freeDay(admin)];
    const id = await storeBooking(admin, from, 'confirmed');
    await blockDay(owner, to);

    await expect(rescheduleBooking(owner, id, to, '')).rejects.toThrow('is blocked in the studio calendar');
    expect(await calendarDay(from)).toMatchObject({ bookingId: id });
  });

  it('of two bookings moved to one free day at once, moves exactly one; the other keeps its day', async () => {
    const [a, b, to] = [await freeDay(admin), await freeDay(admin), await freeDay(admin)];
    const [first, second] = [await storeBooking(admin, a, 'confirmed'), await storeBooking(admin, b, 'confirmed')];

    const results = await Promise.allSettled([rescheduleBooking(owner, first, to, ''), rescheduleBooking(secondTab, second, to, '')]);

    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('is already taken by another confirmed booking');
    const [winner, loser, loserDay] = results[0].status === 'fulfilled' ? [first, second, b] : [second, first, a];
    expect(await calendarDay(to)).toMatchObject({ bookingId: winner });
    expect(await booking(loser)).toMatchObject({ eventDate: loserDay });
    expect(await calendarDay(loserDay)).toMatchObject({ bookingId: loser });
  });

  it('refuses a booking that is not confirmed', async () => {
    const [from, to] = [await freeDay(admin), await freeDay(admin)];
    const id = await storeBooking(admin, from);

    await expect(rescheduleBooking(owner, id, to, '')).rejects.toThrow('This booking is pending; only a confirmed booking can move.');
    expect(await calendarDay(to)).toBeUndefined();
  });
});
