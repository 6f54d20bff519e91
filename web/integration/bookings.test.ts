import type { Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blockDay } from '@/data/calendar';
import { cancelBookingAsStudio, confirmBooking } from '@/data/bookings';
import { rescheduleBooking } from '@/data/reschedule-booking';
import { UserFacingError } from '@/lib/user-facing-error';
import { freeDay, storeBooking } from './support/bookings';
import { ownerSession } from './support/emulators';

// The owner's writes that span documents: confirming takes the event's day in the studio calendar
// in the same transaction, cancelling a confirmed booking frees it the same way, and moving one to
// another day frees the old day and takes the new one together.

let owner: Firestore;
let secondTab: Firestore;
let admin: AdminFirestore;
beforeAll(async () => ({ owner, secondTab, admin } = await ownerSession()));

const booking = async (id: string) => (await admin.collection(COLLECTIONS.bookings).doc(id).get()).data();
const calendarDay = async (day: string) => (await admin.collection(COLLECTIONS.calendar).doc(day).get()).data();

describe('confirmBooking', () => {
  it('confirms a pending request and takes its day for it, together', async () => {
    const day = await freeDay(admin);
    const id = await storeBooking(admin, day);

    await confirmBooking(owner, id);

    expect(await booking(id)).toMatchObject({ status: 'confirmed' });
    expect((await booking(id))?.statusAt.confirmed).toBeDefined();
    expect(await calendarDay(day)).toMatchObject({ date: day, kind: 'booking', bookingId: id });
  });

  it('refuses a day another booking holds, naming it, and leaves the request pending', async () => {
    const day = await freeDay(admin);
    const holder = await storeBooking(admin, day, 'confirmed');
    const id = await storeBooking(admin, day);

    const attempt = confirmBooking(owner, id);

    await expect(attempt).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt).rejects.toThrow(`already taken by another confirmed booking (ref. ${holder})`);
    expect(await booking(id)).toMatchObject({ status: 'pending' });
    expect(await calendarDay(day)).toMatchObject({ bookingId: holder });
  });

  it('refuses a day the studio blocked', async () => {
    const day = await freeDay(admin);
    await blockDay(owner, day);
    const id = await storeBooking(admin, day);

    await expect(confirmBooking(owner, id)).rejects.toThrow('is blocked in the studio calendar');
    expect(await booking(id)).toMatchObject({ status: 'pending' });
  });

  it('of two requests for one day confirmed at once (two tabs), confirms exactly one', async () => {
    const day = await freeDay(admin);
    const [first, second] = [await storeBooking(admin, day), await storeBooking(admin, day)];

    const results = await Promise.allSettled([confirmBooking(owner, first), confirmBooking(secondTab, second)]);

    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('is already taken by another confirmed booking');
    const winner = results[0].status === 'fulfilled' ? first : second;
    const loser = winner === first ? second : first;
    expect(await calendarDay(day)).toMatchObject({ bookingId: winner });
    expect(await booking(winner)).toMatchObject({ status: 'confirmed' });
    expect(await booking(loser)).toMatchObject({ status: 'pending' });
  });

  it('refuses a booking that is no longer pending', async () => {
    const day = await freeDay(admin);
    const id = await storeBooking(admin, day, 'confirmed');

    await expect(confirmBooking(owner, id)).rejects.toThrow('This booking is already confirmed; it can no longer be confirmed.');
  });
});

describe('cancelBookingAsStudio', () => {
  it('cancels a confirmed booking with the reason and frees its day, together', async () => {
    const day = await freeDay(admin);
    const id = await storeBooking(admin, day, 'confirmed');

    await cancelBookingAsStudio(owner, id, '  The venue closed.  ');

    expect(await booking(id)).toMatchObject({ status: 'cancelled', statusReason: 'The venue closed.' });
    expect(await calendarDay(day)).toBeUndefined();
  });

  it('frees the day for another request to be confirmed', async () => {
    const day = await freeDay(admin);
    const cancelled = await storeBooking(admin, day, 'confirmed');
    const next = await storeBooking(admin, day);

    await cancelBookingAsStudio(owner, cancelled, '');
    await confirmBooking(owner, next);

    expect(await calendarDay(day)).toMatchObject({ bookingId: next });
  });

  it('cancels a pending request and leaves the day another booking holds alone', async () => {
    const day = await freeDay(admin);
    const holder = await storeBooking(admin, day, 'confirmed');
    const id = await storeBooking(admin, day);

    await cancelBookingAsStudio(owner, id, 'Date taken');

    expect(await booking(id)).toMatchObject({ status: 'cancelled', statusReason: 'Date taken' });
    expect(await calendarDay(day)).toMatchObject({ bookingId: holder });
    expect(await booking(holder)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a booking that is already cancelled', async () => {
    const day = await freeDay(admin);
    const id = await storeBooking(admin, day, 'cancelled');

    await expect(cancelBookingAsStudio(owner, id, '')).rejects.toThrow('This booking is already cancelled.');
  });
});

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
