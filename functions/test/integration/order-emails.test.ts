import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { bookingDetailPath } from '../../../common/paths';
import { PAYMENT_SETTINGS_ID, STUDIO_SETTINGS_ID, type StudioSettingsInput } from '../../../common/schemas/settings';
import { bookingCreated, bookingRescheduled, bookingUpdated } from '../../src/bookings/handle-booking-events';
import { frameOrderCreated } from '../../src/frame-orders/handle-frame-order-events';
import type { MailDeps } from '../../src/lib/mail-deps';
import { runDocumentHandler, type DocumentEvent } from '../../src/lib/triggers';
import { paymentCreated } from '../../src/payments/handle-payment-created';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { DEMO_STUDIO_INPUT } from '../support/fakes';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { frameOrderRecord } from './support/online-payments';
import { resetOwnerMailBudget } from './support/owner-mail-budget';
import { redeliveryDeps } from './support/redelivery';
import { storedBooking } from '../support/stored-booking';

// Documents written to the Firestore emulator fire the real triggers in the Functions emulator,
// which derive payment totals and send through the real @sendgrid client to the capture server.
// A redelivered event is the same handler run again on the same document (here, from the test
// process, with the same real client and database): it must send nothing more.

const FROM = { email: 'hello@styleandstory.studio', name: 'Style & Story' };
let app: ReturnType<typeof adminApp>;
let db: Firestore;
let capture: CaptureServer;
let redelivery: MailDeps;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  capture = await startCaptureServer({ port: captureServerPort() });
  redelivery = redeliveryDeps(db, capture.url);
  await saveStudio(DEMO_STUDIO_INPUT);
  await db.collection(COLLECTIONS.ownerSettings).doc(PAYMENT_SETTINGS_ID).set({
    bankDetails: 'Style & Story LLC\nFirst Bay Bank\nAccount 000123456789',
    upiId: '',
    paymentNote: 'Quote your booking reference.',
    updatedAt: FieldValue.serverTimestamp(),
  });
});

/** What the owner's Settings screen writes to settings/studio. */
const saveStudio = (studio: StudioSettingsInput) =>
  db
    .collection(COLLECTIONS.settings)
    .doc(STUDIO_SETTINGS_ID)
    .set({ ...studio, updatedAt: FieldValue.serverTimestamp() });

// The owner's notices of requests and orders have an hourly budget; each test starts with it unspent.
beforeEach(() => resetOwnerMailBudget(db));

afterAll(async () => {
  await capture?.close();
  if (app) await deleteApp(app);
});

const about = (key: string, id: string) => (r: CapturedRequest) => r.body.custom_args?.[key] === id;
const ofKind = (kind: string) => (r: CapturedRequest) => r.body.custom_args?.kind === kind;
const both =
  (...tests: ((r: CapturedRequest) => boolean)[]) =>
  (r: CapturedRequest) =>
    tests.every((t) => t(r));
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));
/** The same event again, through the same helper the trigger runs. */
const redeliver = <T>(handler: Parameters<typeof runDocumentHandler<T, MailDeps>>[0], event: Omit<DocumentEvent, 'time'>) =>
  runDocumentHandler(handler, { ...event, time: new Date().toISOString() }, redelivery);

/** Customer emails go to the account's address: each test's customer has an account with `email`. */
const uidOf = (email: string) => `uid-${email}`;
const account = (email: string) =>
  db
    .collection(COLLECTIONS.users)
    .doc(uidOf(email))
    .set({ email, name: 'Ada', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });

const newBooking = (email: string, overrides: Record<string, unknown> = {}) => storedBooking(uidOf(email), { email, ...overrides });

describe('booking emails in the emulators', () => {
  it("a customer's emails go to the account's address, never to an address typed into the form", async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const typed = `someone-else-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const ref = await db.collection(COLLECTIONS.bookings).add(newBooking(email, { email: typed }));
    const [customer] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-requested')));
    expect(recipients(customer)).toEqual([email]);
    await settle();
    expect(capture.requests.filter((r) => recipients(r).includes(typed))).toEqual([]);
  });

  it('a request: the customer hears how to pay, the owner is told; a redelivery sends nothing more', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const data = newBooking(email);
    const ref = await db.collection(COLLECTIONS.bookings).add(data);

    const [customer] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-requested')));
    expect(recipients(customer)).toEqual([email]);
    expect(customer.body.from).toEqual(FROM);
    expect(content(customer, 'text/plain')).toContain('Style & Story LLC\nFirst Bay Bank\nAccount 000123456789');
    expect(content(customer, 'text/plain')).toContain(`Reference to quote: ${ref.id}`);
    const [owner] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('owner-booking')));
    expect(recipients(owner)).toEqual([OWNER_EMAIL]);
    expect(owner.body.reply_to).toEqual({ email });
    // The link the site's functions were given (EMULATOR_SITE_URL or the project's address), then the route table's path.
    expect(content(owner, 'text/plain')).toMatch(
      new RegExp(`Open the booking: https?://[^/]+${bookingDetailPath(ref.id).replace(/[?]/g, '\\$&')}\\n`),
    );

    await expect(redeliver(bookingCreated, { id: ref.id, after: (await ref.get()).data() })).resolves.toBe('handled');
    await settle();
    expect(capture.requests.filter(about('bookingId', ref.id))).toHaveLength(2);
  });

  it('confirmed, once; a change that is not a new status sends nothing', async () => {
    const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const ref = await db.collection(COLLECTIONS.bookings).add(newBooking(email));
    await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-requested')));

    await ref.update({ status: 'confirmed', 'statusAt.confirmed': FieldValue.serverTimestamp() });
    const [confirmed] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-confirmed')));
    expect(recipients(confirmed)).toEqual([email]);
    expect(confirmed.body.subject).toBe('Your booking is confirmed: June 12, 2027');
    // The real SendGrid client sends the .ics as an attachment, and the capture server keeps it.
    expect(confirmed.body.attachments).toEqual([
      expect.objectContaining({ filename: 'style-and-story-2027-06-12.ics', type: 'text/calendar', disposition: 'attachment' }),
    ]);
    expect(Buffer.from(confirmed.body.attachments![0].content, 'base64').toString('utf8')).toContain('DTSTART;VALUE=DATE:20270612');

    const after = (await ref.get()).data();
    await expect(redeliver(bookingUpdated, { id: ref.id, before: { ...after, status: 'pending' }, after })).resolves.toBe('handled');
    await ref.update({ paidTotal: 720, paymentStatus: 'deposit-paid' });
    await settle();
    expect(capture.requests.filter(both(about('bookingId', ref.id), ofKind('booking-confirmed')))).toHaveLength(1);
    expect(capture.requests.filter(about('bookingId', ref.id))).toHaveLength(3);
  });

  it('moved to another day: one "date moved" email per move with the new .ics, and the schedule follows the new day', async () => {
    const email = `hopper-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const nextDueOnBecomes = (day: string) =>
      eventually(async () => ((await ref.get()).data()?.nextDueOn === day ? true : undefined), `nextDueOn ${day}`);
    // The deposit is paid: what is due next is the balance, 7 days (balanceDueDays) before the event.
    const ref = await db.collection(COLLECTIONS.bookings).add(newBooking(email, { paidTotal: 720, paymentStatus: 'deposit-paid' }));
    await ref.update({ status: 'confirmed', 'statusAt.confirmed': FieldValue.serverTimestamp() });
    await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-confirmed')));
    await nextDueOnBecomes('2027-06-05');

    // What the owner's reschedule writes (the rules require the calendar lock to move with it).
    const move = { rescheduledFrom: '2027-06-12', rescheduledAt: FieldValue.serverTimestamp(), rescheduleNote: 'At the couple’s request.' };
    await ref.update({ ...move, eventDate: '2027-09-18', rescheduleCount: 1 });
    const [moved] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-moved')));
    expect(recipients(moved)).toEqual([email]);
    expect(moved.body.subject).toBe('Your date has moved: September 18, 2027');
    expect(content(moved, 'text/plain')).toContain('has moved from June 12, 2027 to September 18, 2027');
    expect(content(moved, 'text/plain')).toContain('From the studio: At the couple’s request.');
    const ics = Buffer.from(moved.body.attachments![0].content, 'base64').toString('utf8');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270918');
    expect(ics).toContain('SEQUENCE:1');
    // Due dates are days before the event: the balance (due 7 days before) moves with it.
    await nextDueOnBecomes('2027-09-11');

    const after = (await ref.get()).data();
    await expect(redeliver(bookingRescheduled, { id: ref.id, before: { ...after, rescheduleCount: 0 }, after })).resolves.toBe('handled');
    await ref.update({ notes: 'An edit that is not a move' });
    await settle();
    expect(capture.requests.filter(both(about('bookingId', ref.id), ofKind('booking-moved')))).toHaveLength(1);

    // A second move is a second email.
    await ref.update({ ...move, rescheduledFrom: '2027-09-18', eventDate: '2027-10-02', rescheduleCount: 2 });
    await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-moved'), (r) => r.body.subject.includes('October 2, 2027')));
  });
});

describe('the emails read the studio settings', () => {
  afterAll(() => saveStudio(DEMO_STUDIO_INPUT));

  it('the next booking email after the owner renames the studio, moves it and changes currency: name, phone, sender, reply-to, prices', async () => {
    const moved = {
      ...DEMO_STUDIO_INPUT,
      name: 'Atelier Lumière',
      tagline: 'Portraits & fêtes',
      email: 'bonjour@atelier-lumiere.fr',
      phone: '+33 1 42 68 53 00',
      address: '12 rue des Lilas, 75011 Paris',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
    };
    await saveStudio(moved);
    const email = `lin-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const ref = await db.collection(COLLECTIONS.bookings).add(newBooking(email));

    const [customer] = await capture.waitFor(both(about('bookingId', ref.id), ofKind('booking-requested')));
    const text = content(customer, 'text/plain');
    expect(customer.body.from).toEqual({ email: 'hello@styleandstory.studio', name: 'Atelier Lumière' });
    expect(customer.body.reply_to).toEqual({ email: 'bonjour@atelier-lumiere.fr' });
    expect(text).toContain('Thank you for choosing Atelier Lumière.');
    expect(text).toContain('Package: Signature Wedding (€2,400)');
    expect(text).toContain('In cash at the studio: 12 rue des Lilas, 75011 Paris');
    expect(text.endsWith('Atelier Lumière · 12 rue des Lilas, 75011 Paris · bonjour@atelier-lumiere.fr · +33 1 42 68 53 00')).toBe(true);
    expect(content(customer, 'text/html')).toContain('Portraits &amp; fêtes');
    expect(text).toContain('The Atelier Lumière team');
  });
});

describe('payments in the emulators', () => {
  it('derives the paid total and status from the entries and sends each receipt once', async () => {
    const email = `alan-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const booking = await db.collection(COLLECTIONS.bookings).add({ ...newBooking(email), status: 'confirmed' });
    const entry = (id: string, data: Record<string, unknown>) =>
      db
        .collection(COLLECTIONS.payments)
        .doc(id)
        .create({
          bookingId: booking.id,
          userId: 'u',
          method: 'cash',
          receivedOn: '2026-11-21',
          note: '',
          reverses: null,
          createdAt: FieldValue.serverTimestamp(),
          ...data,
        });
    const figures = (paidTotal: number) =>
      eventually(async () => {
        const data = (await booking.get()).data();
        return data?.paidTotal === paidTotal ? data : undefined;
      }, `paidTotal ${paidTotal}`);

    const deposit = `dep-${randomUUID().slice(0, 8)}`;
    await entry(deposit, { kind: 'payment', amount: 720 });
    await expect(figures(720)).resolves.toMatchObject({ paymentStatus: 'deposit-paid' });
    const [receipt] = await capture.waitFor(about('paymentId', deposit));
    expect(recipients(receipt)).toEqual([email]);
    expect(content(receipt, 'text/plain')).toContain('Balance: $1,680');

    const typo = `typo-${randomUUID().slice(0, 8)}`;
    await entry(typo, { kind: 'payment', amount: 1680 });
    await expect(figures(2400)).resolves.toMatchObject({ paymentStatus: 'paid' });
    await entry(`${typo}-reversal`, { kind: 'reversal', amount: -1680, reverses: typo, note: 'Counted twice' });
    await expect(figures(720)).resolves.toMatchObject({ paymentStatus: 'deposit-paid' });
    await capture.waitFor(about('paymentId', `${typo}-reversal`));

    await redeliver(paymentCreated, { id: deposit, after: (await db.collection(COLLECTIONS.payments).doc(deposit).get()).data() });
    await settle();
    expect(capture.requests.filter(about('paymentId', deposit))).toHaveLength(1);
    expect((await booking.get()).data()).toMatchObject({ paidTotal: 720, paymentStatus: 'deposit-paid' });
  });

  it('a custom package keeps its own deposit: paying it is deposit paid, not part paid', async () => {
    const email = `mary-${randomUUID().slice(0, 8)}@example.com`;
    // The figures come from the booking's own deposit; the link it names plays no part in them.
    const custom = { packagePrice: 1850, packageDeposit: 500, status: 'confirmed' };
    await account(email);
    const booking = await db.collection(COLLECTIONS.bookings).add(newBooking(email, custom));
    const id = `dep-${randomUUID().slice(0, 8)}`;
    await db.collection(COLLECTIONS.payments).doc(id).create({
      bookingId: booking.id,
      userId: 'u',
      kind: 'payment',
      amount: 500, // 30% of the price would be $555
      method: 'cash',
      receivedOn: '2026-11-21',
      note: '',
      reverses: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    const figures = await eventually(async () => {
      const data = (await booking.get()).data();
      return data?.paidTotal === 500 ? data : undefined;
    }, 'paidTotal 500');
    expect(figures.paymentStatus).toBe('deposit-paid');
    const [receipt] = await capture.waitFor(about('paymentId', id));
    expect(content(receipt, 'text/plain')).toContain('Status: Deposit paid');
    expect(content(receipt, 'text/plain')).toContain('Balance: $1,350');
  });
});

describe('frame order emails in the emulators', () => {
  const order = (email: string, overrides: Record<string, unknown> = {}) =>
    frameOrderRecord(uidOf(email), {
      quantity: 1,
      photoNote: 'The first dance',
      fulfilment: 'delivery',
      deliveryAddress: '1 Market St, San Francisco',
      email,
      ...overrides,
    });

  it('placed: the customer and the owner; each step: the customer, once', async () => {
    const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
    await account(email);
    const ref = await db.collection(COLLECTIONS.frameOrders).add(order(email));
    const [placed] = await capture.waitFor(both(about('frameOrderId', ref.id), ofKind('frame-order-placed')));
    expect(recipients(placed)).toEqual([email]);
    const [owner] = await capture.waitFor(both(about('frameOrderId', ref.id), ofKind('owner-frame-order')));
    expect(recipients(owner)).toEqual([OWNER_EMAIL]);

    await ref.update({ status: 'printing', 'statusAt.printing': FieldValue.serverTimestamp() });
    const [printing] = await capture.waitFor(both(about('frameOrderId', ref.id), ofKind('frame-order-printing')));
    expect(printing.body.subject).toBe('Your frame is being printed');

    await expect(redeliver(frameOrderCreated, { id: ref.id, after: (await ref.get()).data() })).resolves.toBe('handled');
    await settle();
    expect(capture.requests.filter(about('frameOrderId', ref.id))).toHaveLength(3);
  });

  it('a walk-in order without an email placed at the studio sends nothing', async () => {
    const ref = await db.collection(COLLECTIONS.frameOrders).add(order('', { userId: null, placedBy: 'studio' }));
    await ref.update({ status: 'printing', 'statusAt.printing': FieldValue.serverTimestamp() });
    await settle();
    await settle();
    expect(capture.requests.filter(about('frameOrderId', ref.id))).toHaveLength(0);
  });
});
