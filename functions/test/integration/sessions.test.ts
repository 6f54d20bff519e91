import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { booksApi } from '../../../common/books';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { FUNCTIONS_REGION } from '../../../common/functions-region';
import { OWNER_EMAIL } from '../../../common/owner';
import { CALENDAR_SYNC_ID, type SessionTypeInput } from '../../../common/schemas/sessions';
import { PAYMENT_SETTINGS_ID, STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { sessionTypeInput } from '../../../common/session-type.test-data';
import { freeSlots, type Slot } from '../../../common/sessions';
import { claimSession, expireSessionHolds } from '../../src/sessions/claim-session';
import { logger } from '../../src/lib/logger';
import { DEMO_STUDIO_INPUT } from '../support/fakes';
import { deliver, paidSession, stripeEvent } from '../support/stripe-events';
import { adminApp, deleteApp, emulatorHost, eventually, getAdminAuth, getFirestore, projectId } from './support/emulators';
import { functionUrl, idTokenFor } from './support/media';
import { call, functionAddress, webhookSecret } from './support/online-payments';

// Timed sessions in the emulators (docs/sessions.md): the sessions callable over its HTTP protocol,
// twenty customers at once on one slot, a hold's end with a clock the test moves, the Stripe
// webhook booking a held slot, the deposit by transfer slip (its hold kept open until the owner
// decides), the studio calendar's whole days, and the owner's own calendar read
// from a local server that serves an .ics.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ZONE = DEMO_STUDIO_INPUT.timeZone;
const MINUTE = 60_000;
let app: ReturnType<typeof adminApp>;
let db: Firestore;
let ownerToken: string;
let ics = '';
let icsServer: Server;
let icsUrl = '';

const callSessions = (token: string, data: Record<string, unknown>) =>
  call<{ bookingId?: string; state?: string; url?: string; busyCount?: number; error?: string }>('sessions', token, data);

const sessionType = (over: Partial<SessionTypeInput> = {}) =>
  sessionTypeInput({ description: 'Thirty minutes to plan your day.', durationMinutes: 30, ...over });

/** A type of its own for each test (no slot shared between tests), saved by the owner through the function. */
async function newType(over: Partial<SessionTypeInput> = {}) {
  const id = `it-${randomUUID().slice(0, 8)}`;
  const saved = await callSessions(ownerToken, { action: 'save-type', id, type: sessionType(over) });
  expect(saved.status, JSON.stringify(saved)).toBe(200);
  return { id, ...sessionType(over) };
}

const none = { wholeDays: new Set<string>(), busy: [], seatsTaken: new Map() };
/** A free slot `days` ahead, at `time` in the studio's zone. */
function slotOf(type: { id: string } & SessionTypeInput, days: number, time = '10:00'): Slot {
  const slots = freeSlots(type, ZONE, none, Date.now());
  const day = slots.map((s) => s.date).filter((d, i, all) => all.indexOf(d) === i)[days];
  return slots.find((s) => s.date === day && s.time === time)!;
}

const claim = (token: string, type: { id: string }, slot: Slot) =>
  callSessions(token, { action: 'claim', sessionTypeId: type.id, start: new Date(slot.start).toISOString() });

const functionBase = async () => `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}`;
const bookingOf = async (id: string) => (await db.collection(COLLECTIONS.sessionBookings).doc(id).get()).data();

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  await db
    .collection(COLLECTIONS.settings)
    .doc(STUDIO_SETTINGS_ID)
    .set({ ...DEMO_STUDIO_INPUT, updatedAt: FieldValue.serverTimestamp() });
  ownerToken = await idTokenFor(OWNER_EMAIL);
  icsServer = createServer((req, res) => {
    if (req.url === '/huge.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end(`BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1000, 'x')}\r\n`.repeat(2100));
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Not a calendar</title>');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end(ics);
    }
  });
  await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
  icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => icsServer?.close(resolve));
  await db?.collection(COLLECTIONS.calendarBusy).doc('import').delete();
  await db?.collection(COLLECTIONS.ownerSettings).doc(CALENDAR_SYNC_ID).delete();
  if (app) await deleteApp(app);
});

describe('claiming a slot', () => {
  it('lets exactly one of twenty customers claiming one slot at the same moment have it', async () => {
    // The claim's own transaction, twenty at once against the emulator's Firestore (the callable
    // around it is the next tests'): every loser's retry finds the seat taken.
    const type = await newType();
    const slot = slotOf(type, 3);
    const request = { sessionTypeId: type.id, start: new Date(slot.start).toISOString() };
    const deps = { db, logger, now: Date.now };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        claimSession(deps, { uid: `race-${i}-${randomUUID().slice(0, 6)}`, name: '', email: '' }, request),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won, JSON.stringify(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.value.bookingId)))).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected'))
      expect(String(lost.reason)).toContain('Someone has just taken that time. Please choose another.');
    const winner = won[0].status === 'fulfilled' ? won[0].value : null;
    const seats = (await db.collection(COLLECTIONS.sessionSlots).doc(slot.id).get()).get('seats') as Record<string, unknown>;
    expect(Object.keys(seats)).toEqual([winner?.bookingId]);
    const booked = await db.collection(COLLECTIONS.sessionBookings).where('slotId', '==', slot.id).get();
    expect(booked.size).toBe(1);
  });

  it('finds its own claim on a double submit through the callable', async () => {
    const type = await newType();
    const slot = slotOf(type, 12);
    const token = await idTokenFor(`twice-${randomUUID().slice(0, 6)}@example.com`);
    const [one, two] = await Promise.all([claim(token, type, slot), claim(token, type, slot)]);
    expect(one.result?.bookingId).toBeTruthy();
    expect(two.result?.bookingId).toBe(one.result?.bookingId);
    expect((await db.collection(COLLECTIONS.sessionBookings).where('slotId', '==', slot.id).get()).size).toBe(1);
  });

  it('refuses what is not offered, a slot in the past, and a claim for another account', async () => {
    const type = await newType();
    const token = await idTokenFor(`refused-${randomUUID().slice(0, 6)}@example.com`);
    const slot = slotOf(type, 2);
    const off = await callSessions(token, {
      action: 'claim',
      sessionTypeId: type.id,
      start: new Date(slot.start + 7 * MINUTE).toISOString(),
    });
    expect(off.error?.message).toBe('That time is not one we offer for this session.');
    const past = await callSessions(token, {
      action: 'claim',
      sessionTypeId: type.id,
      start: new Date(slot.start - 14 * 86_400_000).toISOString(),
    });
    expect(past.error?.message).toMatch(/passed|not one we offer/);
    const mine = await claim(token, type, slot);
    const other = await idTokenFor(`other-${randomUUID().slice(0, 6)}@example.com`);
    const cancel = await callSessions(other, { action: 'cancel', bookingId: mine.result!.bookingId! });
    expect(cancel.error?.message).toBe('This session belongs to another account.');
    expect((await bookingOf(mine.result!.bookingId!))?.state).toBe('booked');
  });
});

describe('holds', () => {
  it('frees the slot when a hold expires, and an expired hold never becomes a booking', async () => {
    const type = await newType({ price: 120, deposit: 40 });
    const slot = slotOf(type, 4);
    const [ada, bob] = [`ada-${randomUUID().slice(0, 6)}`, `bob-${randomUUID().slice(0, 6)}`];
    const deps = (at: number) => ({ db, logger, now: () => at });
    const held = await claimSession(
      deps(Date.now()),
      { uid: ada, name: 'Ada', email: 'ada@example.com' },
      { sessionTypeId: type.id, start: new Date(slot.start).toISOString() },
    );
    expect(held.state).toBe('held');
    await expect(
      claimSession(
        deps(Date.now()),
        { uid: bob, name: 'Bob', email: '' },
        { sessionTypeId: type.id, start: new Date(slot.start).toISOString() },
      ),
    ).rejects.toThrow('Someone has just taken that time');
    expect(await expireSessionHolds(deps(Date.now() + 16 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect((await bookingOf(held.bookingId))?.state).toBe('expired');
    expect((await db.collection(COLLECTIONS.sessionSlots).doc(slot.id).get()).get(`seats.${held.bookingId}`)).toBeUndefined();
    // The deposit arriving now books nothing.
    const late = await deliver(
      await functionAddress('stripeWebhook'),
      stripeEvent('checkout.session.completed', paidSession({ kind: 'session', uid: ada, bookingId: held.bookingId }, 4000)),
      webhookSecret(),
    );
    expect(late.body.outcome).toBe('expired');
    expect((await bookingOf(held.bookingId))?.state).toBe('expired');
    const bobs = await claimSession(
      deps(Date.now() + 16 * MINUTE),
      { uid: bob, name: 'Bob', email: '' },
      { sessionTypeId: type.id, start: new Date(slot.start).toISOString() },
    );
    expect(bobs.state).toBe('held');
  });

  it('turns a hold into a booking when the webhook brings the deposit', async () => {
    const type = await newType({ price: 120, deposit: 40 });
    const slot = slotOf(type, 5);
    const uid = `cat-${randomUUID().slice(0, 6)}`;
    const held = await claimSession(
      { db, logger, now: Date.now },
      { uid, name: 'Cat', email: '' },
      { sessionTypeId: type.id, start: new Date(slot.start).toISOString() },
    );
    const paid = await deliver(
      await functionAddress('stripeWebhook'),
      stripeEvent('checkout.session.completed', paidSession({ kind: 'session', uid, bookingId: held.bookingId }, 4000)),
      webhookSecret(),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.outcome).toBe('booked');
    expect(await bookingOf(held.bookingId)).toMatchObject({ state: 'booked', paid: 40, holdUntil: null });
    expect((await db.collection(COLLECTIONS.sessionSlots).doc(slot.id).get()).get(`seats.${held.bookingId}`)).toEqual({
      state: 'booked',
      holdUntil: null,
    });
  });
});

describe('paying the deposit by transfer slip', () => {
  // A slip is only checked for its first bytes (books/slips.ts): the PNG signature will do.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  async function postSlip(token: string, bookingId: string, amount = 40) {
    const response = await fetch(await functionUrl('booksApi', booksApi.slips), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slipId: randomBytes(10).toString('hex'),
        bookingId,
        kind: 'session',
        amount,
        sentOn: new Date().toISOString().slice(0, 10),
        note: '',
        contentType: 'image/png',
        data: png.toString('base64'),
      }),
    });
    return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
  }
  const slipOf = async (id: string) => (await db.collection(COLLECTIONS.transferSlips).doc(id).get()).data();
  const seatOf = async (slotId: string, bookingId: string) =>
    (await db.collection(COLLECTIONS.sessionSlots).doc(slotId).get()).get(`seats.${bookingId}`) as unknown;
  const claimByTransfer = (token: string, type: { id: string }, slot: Slot) =>
    callSessions(token, { action: 'claim', sessionTypeId: type.id, start: new Date(slot.start).toISOString(), pay: 'transfer' });

  beforeAll(async () => {
    // The bank details a customer paying by transfer is shown (the same as order-emails.test.ts).
    await db.collection(COLLECTIONS.ownerSettings).doc(PAYMENT_SETTINGS_ID).set({
      bankDetails: 'Style & Story LLC\nFirst Bay Bank\nAccount 000123456789',
      upiId: '',
      paymentNote: 'Quote your booking reference.',
      updatedAt: FieldValue.serverTimestamp(),
    });
  });

  it('keeps the hold of a slip sent in time until the owner approves it (booked), and refuses a second slip', async () => {
    const type = await newType({ price: 120, deposit: 40 });
    const slot = slotOf(type, 14);
    const token = await idTokenFor(`slip-${randomUUID().slice(0, 6)}@example.com`);
    const held = await claimByTransfer(token, type, slot);
    const bookingId = held.result?.bookingId ?? '';
    expect(held.result, JSON.stringify(held)).toMatchObject({ state: 'held' });
    expect(held.result?.url).toBeUndefined();
    expect((held.result as { transfer?: string }).transfer).toContain('First Bay Bank');
    expect((held.result as { transfer?: string }).transfer).toContain(`Reference to quote: ${bookingId}`);

    const sent = await postSlip(token, bookingId);
    expect(sent.status, JSON.stringify(sent)).toBe(201);
    const slipId = sent.body.id!;
    expect(await bookingOf(bookingId)).toMatchObject({ state: 'held', holdUntil: null, slipId });
    expect(await seatOf(slot.id, bookingId)).toEqual({ state: 'held', holdUntil: null });
    expect(await slipOf(slipId)).toMatchObject({ kind: 'session', bookingId, amount: 40, status: 'pending' });
    expect(await postSlip(token, bookingId)).toEqual({
      status: 409,
      body: expect.objectContaining({ error: 'A transfer slip for this session is already with the studio.' }),
    });

    // Sixteen minutes on, the sweep passes the open hold by and nobody else can take the time.
    const later = { db, logger, now: () => Date.now() + 16 * MINUTE };
    await expireSessionHolds(later);
    expect((await bookingOf(bookingId))?.state).toBe('held');
    await expect(
      claimSession(
        later,
        { uid: `eve-${randomUUID().slice(0, 6)}`, name: 'Eve', email: '' },
        {
          sessionTypeId: type.id,
          start: new Date(slot.start).toISOString(),
        },
      ),
    ).rejects.toThrow('Someone has just taken that time');

    // Only the owner decides; approving books it as the webhook does.
    expect((await callSessions(token, { action: 'approve-slip', slipId })).error?.message).toBe('Only the studio decides a transfer slip.');
    const approved = await callSessions(ownerToken, { action: 'approve-slip', slipId });
    expect(approved.status, JSON.stringify(approved)).toBe(200);
    expect(await bookingOf(bookingId)).toMatchObject({ state: 'booked', paid: 40, holdUntil: null });
    expect(await seatOf(slot.id, bookingId)).toEqual({ state: 'booked', holdUntil: null });
    expect(await slipOf(slipId)).toMatchObject({ status: 'approved' });
    expect((await callSessions(ownerToken, { action: 'approve-slip', slipId })).error?.message).toBe('This slip has been decided already.');
  });

  it('refuses a slip for a hold that ran out, and a rejected slip frees the time and tells the customer why', async () => {
    const type = await newType({ price: 120, deposit: 40 });
    const [late, kept] = [slotOf(type, 15), slotOf(type, 16)];
    const email = `dee-${randomUUID().slice(0, 6)}@example.com`;
    const token = await idTokenFor(email);
    const uid = (await getAdminAuth(app).getUserByEmail(email)).uid;
    // A hold placed 16 minutes ago that no sweep has freed yet.
    const stale = await claimSession(
      { db, logger, now: () => Date.now() - 16 * MINUTE },
      { uid, name: 'Dee', email },
      { sessionTypeId: type.id, start: new Date(late.start).toISOString() },
    );
    const refused = await postSlip(token, stale.bookingId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('The 15 minutes this time was held for have run out');
    expect((await db.collection(COLLECTIONS.transferSlips).where('bookingId', '==', stale.bookingId).get()).size).toBe(0);
    expect(await bookingOf(stale.bookingId)).toMatchObject({ state: 'held' });
    expect((await bookingOf(stale.bookingId))?.slipId).toBeUndefined();

    const held = await claimByTransfer(token, type, kept);
    const bookingId = held.result?.bookingId ?? '';
    const slipId = (await postSlip(token, bookingId)).body.id!;
    const reason = 'The slip shows a transfer to another account.';
    const rejected = await callSessions(ownerToken, { action: 'reject-slip', slipId, reason });
    expect(rejected.status, JSON.stringify(rejected)).toBe(200);
    expect(await slipOf(slipId)).toMatchObject({ status: 'rejected', reason });
    expect(await bookingOf(bookingId)).toMatchObject({ state: 'cancelled', holdUntil: null });
    expect(await seatOf(kept.id, bookingId)).toBeUndefined();
    expect((await db.collection(COLLECTIONS.calendar).doc(kept.date).get()).get('sessions') ?? []).not.toContain(bookingId);
    // The time is free again, and the customer is emailed the owner's reason.
    const again = await claimSession(
      { db, logger, now: Date.now },
      { uid: `fay-${randomUUID().slice(0, 6)}`, name: 'Fay', email: '' },
      { sessionTypeId: type.id, start: new Date(kept.start).toISOString() },
    );
    expect(again.state).toBe('held');
    const told = await eventually(
      async () => (await db.collection(SERVER_COLLECTIONS.mailOutbox).doc(`session-slip-rejected-${bookingId}`).get()).data(),
      'the slip-rejected email in the outbox',
      60_000,
    );
    expect(JSON.stringify(told)).toContain(reason);
  });
});

describe('one calendar', () => {
  it('takes no slot on a day booked whole, and a booked slot takes the day from whole-day bookings', async () => {
    const type = await newType();
    const whole = slotOf(type, 6);
    await db
      .collection(COLLECTIONS.calendar)
      .doc(whole.date)
      .set({ date: whole.date, kind: 'booking', bookingId: 'it-whole-day', createdAt: Timestamp.now() });
    const token = await idTokenFor(`day-${randomUUID().slice(0, 6)}@example.com`);
    expect((await claim(token, type, whole)).error?.message).toBe('The studio is booked that day. Please choose another day.');
    const free = slotOf(type, 7);
    const booked = await claim(token, type, free);
    expect(booked.status).toBe(200);
    expect((await db.collection(COLLECTIONS.calendar).doc(free.date).get()).data()).toMatchObject({
      kind: 'session',
      sessions: [booked.result?.bookingId],
    });
    // Cancelling the day's last session gives the day back.
    expect((await callSessions(token, { action: 'cancel', bookingId: booked.result!.bookingId! })).status).toBe(200);
    expect((await db.collection(COLLECTIONS.calendar).doc(free.date).get()).exists).toBe(false);
  });
});

describe("the owner's feed", () => {
  it('lists a booked session under a stable UID that a move updates, for the right token only', async () => {
    const type = await newType();
    const token = await idTokenFor(`feed-${randomUUID().slice(0, 6)}@example.com`);
    const first = slotOf(type, 10);
    const booked = await claim(token, type, first);
    const feedToken = randomUUID().replace(/-/g, '') + 'abc';
    await db.collection(COLLECTIONS.ownerSettings).doc(CALENDAR_SYNC_ID).set({ feedToken, importUrl: '' });
    const read = async (t: string) => fetch(`${await functionBase()}/calendarFeed/${t}.ics`);
    const uid = `UID:session-${booked.result?.bookingId}@sessions.styleandstory`;
    // Long lines come folded (RFC 5545): read them unfolded.
    const text = async (t: string) => (await (await read(t)).text()).replace(/\r\n /g, '');
    const before = await text(feedToken);
    expect(before).toContain(uid);
    expect(before).toContain('SEQUENCE:0');
    const moved = slotOf(type, 11);
    const move = await callSessions(token, {
      action: 'claim',
      sessionTypeId: type.id,
      start: new Date(moved.start).toISOString(),
      moveBookingId: booked.result?.bookingId,
    });
    expect(move.status, JSON.stringify(move)).toBe(200);
    const after = await text(feedToken);
    expect(after.split(uid).length - 1).toBe(1);
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain(`DTSTART;TZID=${ZONE}:${moved.date.replace(/-/g, '')}T100000`);
    expect((await read('y'.repeat(40))).status).toBe(404);
  });
});

describe("the owner's own calendar", () => {
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

  it('blocks the slots of her busy events, and a failed read leaves the last good one standing', async () => {
    const type = await newType();
    const dentist = slotOf(type, 8, '14:00');
    const weekly = slotOf(type, 9, '11:00');
    ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:dentist@test',
      `DTSTART:${stamp(dentist.start + 10 * MINUTE)}`,
      `DTEND:${stamp(dentist.start + 50 * MINUTE)}`,
      'SUMMARY:Dentist',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      `DTSTART:${stamp(weekly.start - 7 * 86_400_000)}`,
      `DTEND:${stamp(weekly.start - 7 * 86_400_000 + 30 * MINUTE)}`,
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'SUMMARY:Pilates',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await db
      .collection(COLLECTIONS.ownerSettings)
      .doc(CALENDAR_SYNC_ID)
      .set({ feedToken: 'x'.repeat(40), importUrl: `${icsUrl}/cal.ics` });
    const read = await callSessions(ownerToken, { action: 'read-calendar' });
    expect(read.result?.busyCount, JSON.stringify(read)).toBeGreaterThanOrEqual(2);
    const token = await idTokenFor(`busy-${randomUUID().slice(0, 6)}@example.com`);
    expect((await claim(token, type, dentist)).error?.message).toBe('The studio is not free at that time. Please choose another.');
    expect((await claim(token, type, weekly)).error?.message).toBe('The studio is not free at that time. Please choose another.');

    for (const [path, failure] of [
      ['/page.html', 'did not answer with a calendar'],
      ['/huge.ics', 'too large'],
    ] as const) {
      await db
        .collection(COLLECTIONS.ownerSettings)
        .doc(CALENDAR_SYNC_ID)
        .set({ feedToken: 'x'.repeat(40), importUrl: `${icsUrl}${path}` });
      const failed = await callSessions(ownerToken, { action: 'read-calendar' });
      expect(failed.result?.error).toContain(failure);
    }
    await db
      .collection(COLLECTIONS.ownerSettings)
      .doc(CALENDAR_SYNC_ID)
      .set({ feedToken: 'x'.repeat(40), importUrl: 'http://127.0.0.1:9/gone.ics' });
    expect((await callSessions(ownerToken, { action: 'read-calendar' })).result?.error).toBe('The calendar address could not be reached.');
    const status = (await db.collection(COLLECTIONS.ownerSettings).doc('calendarImport').get()).data();
    expect(status?.error).toBe('The calendar address could not be reached.');
    expect(status?.lastGoodAt).toBeTruthy();
    // The last good read stands: the dentist still blocks.
    expect((await claim(token, type, dentist)).error?.message).toBe('The studio is not free at that time. Please choose another.');
  });
});
