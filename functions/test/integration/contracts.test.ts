import { randomUUID } from 'node:crypto';
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { booksApi } from '../../../common/books';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { MERGE_FIELD_NAMES } from '../../../common/contracts';
import { FUNCTIONS_REGION } from '../../../common/functions-region';
import { OWNER_EMAIL } from '../../../common/owner';
import { contractPath } from '../../../common/paths';
import { CONTRACTS_SETTINGS_ID, contractSchema } from '../../../common/schemas/contracts';
import { bookingSchema } from '../../../common/schemas/orders';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { addendumForMove } from '../../src/contracts/addendum';
import { sha256Hex } from '../../src/contracts/contract-store';
import { sweepContracts } from '../../src/contracts/contract-sweep';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { DEMO_STUDIO_INPUT } from '../support/fakes';
import { storedBooking } from '../support/stored-booking';
import {
  adminApp,
  captureServerPort,
  deleteApp,
  emulatorHost,
  eventually,
  getAdminAuth,
  getFirestore,
  projectId,
} from './support/emulators';
import { emulatorBucket, functionUrl, idTokenFor } from './support/media';
import { call } from './support/online-payments';
import { redeliveryDeps } from './support/redelivery';

// Each test waits on triggers (the PDF, the lock, the emails), and a trigger's first run starts a cold
// instance with pdf-lib: on a busy 2-core machine that alone can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The contracts function and its triggers in the emulators: the callable over its HTTP protocol
// (as the site calls it through /api/contracts), the PDF, lock, release and addendum triggers
// fired by real writes, and the sweep run from here with a clock the test moves. Emails are the
// real SendGrid client's, caught by the capture server.

const TEMPLATE = 'it-contract-agreement';
const BODY = `# Photography agreement\n\n${MERGE_FIELD_NAMES.map((name) => `- ${name}: {{${name}}}`).join('\n')}\n`;
const HOUR = 60 * 60_000;
const USER_AGENT = 'Mozilla/5.0 (contracts integration test)';
const CLIENT_IP = '203.0.113.7';

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let capture: CaptureServer;
let owner: string;
const people: Record<'ada' | 'bob', { token: string; uid: string; email: string }> = {} as never;

let dayCounter = 0;
/** A day no other test (or suite) uses. */
const newDay = () => `2034-0${1 + Math.floor(dayCounter / 28)}-${String(1 + (dayCounter++ % 28)).padStart(2, '0')}`;

// The address a front end forwards (the Functions emulator's own hand-over has none).
const callContracts = (token: string | null, data: Record<string, unknown>) =>
  call('contracts', token, data, { 'User-Agent': USER_AGENT, 'X-Forwarded-For': CLIENT_IP });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { user_id: string };

async function person(email: string) {
  const token = await idTokenFor(email);
  const uid = claimsOf(token).user_id;
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ email, name: 'Customer', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });
  return { token, uid, email };
}

/** A pending request of `who` for `day`, as the site stores it. */
async function newBooking(who: { uid: string; email: string }, day: string, overrides: Record<string, unknown> = {}) {
  const id = `it-ct-${randomUUID().slice(0, 8)}`;
  await db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set(storedBooking(who.uid, { email: who.email, eventDate: day, customPackageLink: '', ...overrides }));
  return id;
}

const contractOf = async (id: string) => (await db.collection(COLLECTIONS.contracts).doc(id).get()).data();
const bookingOf = async (id: string) => (await db.collection(COLLECTIONS.bookings).doc(id).get()).data();
const calendarOf = async (day: string) => (await db.collection(COLLECTIONS.calendar).doc(day).get()).data();

async function sentContract(who: { uid: string; email: string }, day = newDay()) {
  const id = await newBooking(who, day);
  const sent = await callContracts(owner, { action: 'send', bookingId: id });
  expect(sent.result).toEqual({ sent: true, existed: false });
  const contract = contractSchema.parse(await contractOf(id));
  return { id, day, contract };
}

const signRequest = (id: string, textSha256: string, overrides: Record<string, unknown> = {}) => ({
  action: 'sign',
  bookingId: id,
  addendum: 0,
  textSha256,
  name: 'Ada Lovelace',
  drawing: '',
  agreed: true,
  ...overrides,
});

const about = (kind: string, id: string) => (r: CapturedRequest) =>
  r.body.custom_args?.kind === kind && r.body.custom_args?.bookingId === id;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  capture = await startCaptureServer({ port: captureServerPort() });
  await db
    .collection(COLLECTIONS.settings)
    .doc(STUDIO_SETTINGS_ID)
    .set({ ...DEMO_STUDIO_INPUT, updatedAt: FieldValue.serverTimestamp() });
  await db.collection(COLLECTIONS.contractTemplates).doc(TEMPLATE).set({
    name: 'Photography agreement',
    body: BODY,
    version: 2,
    archived: false,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await db
    .collection(COLLECTIONS.settings)
    .doc(CONTRACTS_SETTINGS_ID)
    .set({ enabled: true, holdHours: 72, defaultTemplateId: TEMPLATE, updatedAt: Timestamp.now() });
  owner = await idTokenFor(OWNER_EMAIL);
  people.ada = await person(`ada.contracts.${randomUUID().slice(0, 6)}@example.com`);
  people.bob = await person(`bob.contracts.${randomUUID().slice(0, 6)}@example.com`);
});

afterAll(async () => {
  // The suites after this one find contracts off, as a studio that never turned them on.
  await db?.collection(COLLECTIONS.settings).doc(CONTRACTS_SETTINGS_ID).delete();
  // This file's bookings set off many triggers, which a busy machine runs late: let them finish
  // here, so the next file's emails are not queued behind them.
  await capture?.quiet();
  await capture?.close();
  if (app) await deleteApp(app);
});

describe('sending a contract', () => {
  it('renders the default template for the booking, once, and emails "Review and sign"', async () => {
    const { id, contract } = await sentContract(people.ada);
    expect(contract).toMatchObject({
      bookingId: id,
      userId: people.ada.uid,
      templateId: TEMPLATE,
      templateVersion: 2,
      status: 'sent',
      addenda: 0,
      textSha256: sha256Hex(contract.text),
    });
    expect(contract.title).toMatch(/^Photography agreement: Signature Wedding on /);
    expect(contract.text).toContain('- price: $2,400');
    expect(contract.text).toContain(`- booking.reference: ${id}`);
    expect(contract.text).not.toContain('{{');
    expect((await bookingOf(id))?.contractState).toBe('sent');
    const [email] = await capture.waitFor(about('contract-sent', id));
    expect(recipients(email)).toEqual([people.ada.email]);
    expect(content(email, 'text/plain')).toContain(contractPath(id));
    // A second send (a double click) answers the first and sends nothing more.
    expect((await callContracts(owner, { action: 'send', bookingId: id })).result).toEqual({ sent: true, existed: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(capture.requests.filter(about('contract-sent', id))).toHaveLength(1);
  });

  it('is the owner’s: a customer is refused', async () => {
    const id = await newBooking(people.ada, newDay());
    const answer = await callContracts(people.ada.token, { action: 'send', bookingId: id });
    expect(answer.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Only the studio owner can send a contract.' });
    expect(await contractOf(id)).toBeUndefined();
  });

  it('refuses a template with an unknown merge field, naming it, and writes nothing', async () => {
    await db.collection(COLLECTIONS.contractTemplates).doc('it-contract-typo').set({
      name: 'Typo',
      body: 'Dear {{cutomer.name}},',
      version: 1,
      archived: false,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await db
      .collection(COLLECTIONS.packages)
      .doc('it-contract-typo-package')
      .set({ name: 'Typo package', features: [], contractTemplateId: 'it-contract-typo' });
    const id = await newBooking(people.ada, newDay(), { packageId: 'it-contract-typo-package' });
    const answer = await callContracts(owner, { action: 'send', bookingId: id });
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect(answer.error?.message).toBe(
      'The template “Typo” cannot be sent: {{cutomer.name}} is not a merge field. Use one from the list, e.g. {{customer.name}}.',
    );
    expect(await contractOf(id)).toBeUndefined();
    expect((await bookingOf(id))?.contractState).toBeUndefined();
  });
});

describe('signing', () => {
  it('writes the signature and the hold on the day in one transaction; the PDF follows, stored with its SHA-256, and both parties get it', async () => {
    const { id, day, contract } = await sentContract(people.ada);
    const before = Date.now();
    const answer = await callContracts(people.ada.token, signRequest(id, contract.textSha256));
    expect(answer.status).toBe(200);
    const holdUntil = Date.parse(String(answer.result?.holdUntil));
    expect(holdUntil).toBeGreaterThanOrEqual(before + 72 * HOUR - 5_000);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 72 * HOUR + 5_000);

    const signed = contractSchema.parse(await contractOf(id));
    expect(signed.status).toBe('signed');
    expect(signed.signature).toMatchObject({
      name: 'Ada Lovelace',
      method: 'typed',
      uid: people.ada.uid,
      email: people.ada.email,
      userAgent: USER_AGENT,
      textSha256: contract.textSha256,
    });
    expect(signed.signature?.ip).toBe(CLIENT_IP);
    expect(signed.hold).toEqual({ day, until: new Date(holdUntil), state: 'held' });
    const entry = await calendarOf(day);
    expect(entry).toMatchObject({ date: day, kind: 'hold', bookingId: id });
    expect((entry?.holdUntil as Timestamp).toMillis()).toBe(holdUntil);
    expect((await bookingOf(id))?.contractState).toBe('signed');

    const pdf = await eventually(async () => contractSchema.parse(await contractOf(id)).pdf, 'the signed PDF', 90_000);
    expect(pdf.path).toBe(`contracts/${id}/contract.pdf`);
    const stored = await emulatorBucket().read(pdf.path);
    expect(sha256Hex(stored)).toBe(pdf.sha256);
    expect(stored.length).toBe(pdf.bytes);
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [copy] = await capture.waitFor(about('contract-signed', id));
    const [notice] = await capture.waitFor(about('owner-contract-signed', id));
    expect(recipients(copy)).toEqual([people.ada.email]);
    expect(recipients(notice)).toEqual([OWNER_EMAIL]);
    for (const email of [copy, notice]) {
      expect(email.body.attachments).toEqual([
        { filename: `contract-${id}.pdf`, type: 'application/pdf', content: stored.toString('base64'), disposition: 'attachment' },
      ]);
    }
    // The customer and the owner download the same bytes; another customer cannot.
    for (const token of [people.ada.token, owner]) {
      const download = await callContracts(token, { action: 'pdf', bookingId: id, addendum: 0 });
      expect(download.result).toEqual({ filename: `contract-${id}.pdf`, base64: stored.toString('base64') });
    }
    expect((await callContracts(people.bob.token, { action: 'pdf', bookingId: id, addendum: 0 })).error?.status).toBe('PERMISSION_DENIED');

    // A replay is refused and writes nothing.
    const replay = await callContracts(people.ada.token, signRequest(id, contract.textSha256, { name: 'Someone Else' }));
    expect(replay.error).toEqual({ status: 'ALREADY_EXISTS', message: 'This contract is already signed.' });
    expect(contractSchema.parse(await contractOf(id)).signature).toEqual(signed.signature);
  });

  it('of two customers signing for one day at the same moment, exactly one holds it', async () => {
    const day = newDay();
    const [ada, bob] = await Promise.all([sentContract(people.ada, day), sentContract(people.bob, day)]);
    const answers = await Promise.all([
      callContracts(people.ada.token, signRequest(ada.id, ada.contract.textSha256)),
      callContracts(people.bob.token, signRequest(bob.id, bob.contract.textSha256, { name: 'Bob Babbage' })),
    ]);
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].error?.message).toMatch(/^This day has just been taken: .* is no longer free/);
    const winner = answers[0].status === 200 ? ada.id : bob.id;
    const loser = winner === ada.id ? bob.id : ada.id;
    expect(await calendarOf(day)).toMatchObject({ kind: 'hold', bookingId: winner });
    const refused = contractSchema.parse(await contractOf(loser));
    expect(refused).toMatchObject({ status: 'sent' });
    expect(refused.signature).toBeUndefined();
    expect(refused.hold).toBeUndefined();
    expect((await bookingOf(loser))?.contractState).toBe('sent');
  });

  it('refuses a tampered text, someone else’s booking and an unverified account, writing nothing', async () => {
    const { id, day, contract } = await sentContract(people.ada);
    const tampered = await callContracts(people.ada.token, signRequest(id, sha256Hex(`${contract.text} and a free album`)));
    expect(tampered.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'This is not the text we sent: reload the page and read it again.',
    });
    const stranger = await callContracts(people.bob.token, signRequest(id, contract.textSha256));
    expect(stranger.error?.status).toBe('PERMISSION_DENIED');
    expect(stranger.error?.message).toMatch(/^This contract belongs to another account/);
    expect(await calendarOf(day)).toBeUndefined();
    expect(contractSchema.parse(await contractOf(id))).toMatchObject({ status: 'sent' });

    // An account whose email is not verified (a password account), on its own booking.
    const email = `unverified.${randomUUID().slice(0, 6)}@example.com`;
    const user = await getAdminAuth(app).createUser({ email, password: 'not-verified-1', emailVerified: false });
    await db
      .collection(COLLECTIONS.users)
      .doc(user.uid)
      .set({ email, name: 'Una', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });
    const unverified = await sentContract({ uid: user.uid, email });
    const token = await passwordToken(email, 'not-verified-1');
    const answer = await callContracts(token, signRequest(unverified.id, unverified.contract.textSha256));
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect(answer.error?.message).toMatch(/^Your email address is not verified/);
    expect(await calendarOf(unverified.day)).toBeUndefined();
    expect(contractSchema.parse(await contractOf(unverified.id)).signature).toBeUndefined();
  });
});

async function passwordToken(email: string, password: string): Promise<string> {
  const client = initializeClientApp({ apiKey: 'demo-api-key', projectId: projectId() }, `unverified-${randomUUID()}`);
  try {
    const auth = getAuth(client);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    return await (await signInWithEmailAndPassword(auth, email, password)).user.getIdToken();
  } finally {
    await deleteClientApp(client);
  }
}

describe('from the hold to the lock', () => {
  let locked: { id: string; day: string };

  it('no deposit before the signature: checkout and the slip upload both ask for it', async () => {
    const { id } = await sentContract(people.ada);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${people.ada.token}` };
    const checkoutUrl = `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/createCheckoutSession`;
    const checkout = await fetch(checkoutUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { kind: 'booking', bookingId: id, what: 'deposit' } }),
    });
    const refused = (await checkout.json()) as { error?: { message: string } };
    expect(refused.error?.message).toMatch(/^Sign the contract first/);
    const slip = await fetch(await functionUrl('booksApi', booksApi.slips), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        slipId: randomUUID().replace(/-/g, ''),
        bookingId: id,
        amount: 720,
        sentOn: '2026-11-20',
        note: '',
        contentType: 'image/png',
        data: 'iVBORw0KGgo=',
      }),
    });
    expect(slip.status).toBe(409);
    expect(((await slip.json()) as { error: string }).error).toMatch(/^Sign the contract first/);

    // Turning contracts off stops new ones; the one already sent is still the way to the deposit,
    // as the profile shows it ("Review and sign", no payment before it).
    const settings = db.collection(COLLECTIONS.settings).doc(CONTRACTS_SETTINGS_ID);
    await settings.update({ enabled: false });
    try {
      const again = await fetch(checkoutUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: { kind: 'booking', bookingId: id, what: 'deposit' } }),
      });
      expect(((await again.json()) as { error?: { message: string } }).error?.message).toMatch(/^Sign the contract first/);
    } finally {
      await settings.update({ enabled: true });
    }
  });

  it('the deposit’s ledger entry turns the hold into the lock: the day is the booking’s, and the booking confirmed', async () => {
    const { id, day, contract } = await sentContract(people.ada);
    // The customer's first view (the page's stamp) shows on the booking; a viewed contract signs.
    await db.collection(COLLECTIONS.contracts).doc(id).update({ status: 'viewed', viewedAt: FieldValue.serverTimestamp() });
    await eventually(async () => ((await bookingOf(id))?.contractState === 'viewed' ? true : undefined), 'the booking’s contract viewed');
    expect((await callContracts(people.ada.token, signRequest(id, contract.textSha256))).status).toBe(200);
    await db.collection(COLLECTIONS.payments).add({
      bookingId: id,
      userId: people.ada.uid,
      kind: 'payment',
      amount: 720,
      method: 'bank-transfer',
      receivedOn: '2026-11-20',
      note: 'Deposit',
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: Timestamp.now(),
    });
    const booking = await eventually(async () => {
      const data = await bookingOf(id);
      return data?.status === 'confirmed' ? data : undefined;
    }, 'the booking confirmed by its deposit');
    expect(booking.statusAt.confirmed).toBeInstanceOf(Timestamp);
    const entry = await calendarOf(day);
    expect(entry).toMatchObject({ date: day, kind: 'booking', bookingId: id });
    expect(entry).not.toHaveProperty('holdUntil');
    expect(contractSchema.parse(await contractOf(id)).hold?.state).toBe('locked');
    // The usual confirmation email follows from the status change.
    await capture.waitFor(about('booking-confirmed', id));
    locked = { id, day };
  });

  it('the owner countersigns; the customer is told', async () => {
    const answer = await callContracts(owner, { action: 'countersign', bookingId: locked.id, name: 'Maya Reyes' });
    expect(answer.result).toEqual({ countersigned: true });
    const contract = contractSchema.parse(await contractOf(locked.id));
    expect(contract.status).toBe('countersigned');
    expect(contract.countersignature?.name).toBe('Maya Reyes');
    expect((await bookingOf(locked.id))?.contractState).toBe('countersigned');
    const [email] = await capture.waitFor(about('contract-countersigned', locked.id));
    expect(recipients(email)).toEqual([people.ada.email]);
    expect((await callContracts(people.ada.token, { action: 'countersign', bookingId: locked.id, name: 'Ada' })).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('a move to another day makes addendum 1 (once, however often the event comes), which the customer signs', async () => {
    const to = newDay();
    await db.runTransaction(async (tx) => {
      tx.update(db.collection(COLLECTIONS.bookings).doc(locked.id), {
        eventDate: to,
        rescheduledFrom: locked.day,
        rescheduledAt: FieldValue.serverTimestamp(),
        rescheduleCount: 1,
        rescheduleNote: '',
      });
      tx.delete(db.collection(COLLECTIONS.calendar).doc(locked.day));
      tx.set(db.collection(COLLECTIONS.calendar).doc(to), {
        date: to,
        kind: 'booking',
        bookingId: locked.id,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    const addendumDoc = db.collection(COLLECTIONS.contracts).doc(locked.id).collection(SUBCOLLECTIONS.contractAddenda).doc('1');
    const addendum = await eventually(async () => (await addendumDoc.get()).data(), 'addendum 1');
    expect(addendum).toMatchObject({ number: 1, status: 'sent', changes: [{ label: 'Event date' }] });
    expect(addendum.text).toMatch(/^# Addendum 1 to Photography agreement/);
    expect(addendum.text).toContain('Everything else in the contract stays as signed.');
    expect(addendum.textSha256).toBe(sha256Hex(addendum.text as string));
    expect((await contractOf(locked.id))?.addenda).toBe(1);
    expect((await bookingOf(locked.id))?.contractState).toBe('addendum-sent');
    await capture.waitFor(about('contract-addendum', locked.id));
    // The same event again: nothing more.
    const booking = bookingSchema.parse(await bookingOf(locked.id));
    await expect(addendumForMove(redeliveryDeps(db, capture.url), locked.id, booking)).resolves.toBe('already-made');
    expect((await db.collection(COLLECTIONS.contracts).doc(locked.id).collection(SUBCOLLECTIONS.contractAddenda).get()).size).toBe(1);

    const signed = await callContracts(people.ada.token, signRequest(locked.id, addendum.textSha256 as string, { addendum: 1 }));
    expect(signed.result).toEqual({ signed: true });
    expect((await addendumDoc.get()).data()).toMatchObject({
      status: 'signed',
      signature: { uid: people.ada.uid, textSha256: addendum.textSha256 },
    });
    expect((await bookingOf(locked.id))?.contractState).toBe('countersigned');
    expect(contractSchema.parse(await contractOf(locked.id)).status).toBe('countersigned');
    const pdf = await eventually(
      async () => (await addendumDoc.get()).get('pdf') as { path: string; sha256: string } | undefined,
      'the addendum PDF',
      90_000,
    );
    expect(pdf.path).toBe(`contracts/${locked.id}/addendum-1.pdf`);
    expect(sha256Hex(await emulatorBucket().read(pdf.path))).toBe(pdf.sha256);
  });
});

describe('a request answered while its day is held', () => {
  it('declined: the hold is released, the day freed, the contract void', async () => {
    const { id, day, contract } = await sentContract(people.bob);
    expect((await callContracts(people.bob.token, signRequest(id, contract.textSha256, { name: 'Bob Babbage' }))).status).toBe(200);
    await db
      .collection(COLLECTIONS.bookings)
      .doc(id)
      .update({ status: 'declined', 'statusAt.declined': FieldValue.serverTimestamp(), statusReason: 'Away' });
    const voided = await eventually(async () => {
      const data = contractSchema.parse(await contractOf(id));
      return data.status === 'void' ? data : undefined;
    }, 'the contract void');
    expect(voided.hold?.state).toBe('released');
    expect(voided.signature?.name).toBe('Bob Babbage');
    expect(await calendarOf(day)).toBeUndefined();
    expect((await bookingOf(id))?.contractState).toBe('void');
  });
});

describe('a held request confirmed by the owner by hand (cash at the studio)', () => {
  it('turns the calendar’s hold into the lock in the owner’s write, and the contract’s hold says locked', async () => {
    const { id, day, contract } = await sentContract(people.ada);
    expect((await callContracts(people.ada.token, signRequest(id, contract.textSha256))).status).toBe(200);
    await db.runTransaction(async (tx) => {
      tx.update(db.collection(COLLECTIONS.bookings).doc(id), { status: 'confirmed', 'statusAt.confirmed': FieldValue.serverTimestamp() });
      tx.set(db.collection(COLLECTIONS.calendar).doc(day), {
        date: day,
        kind: 'booking',
        bookingId: id,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    await eventually(
      async () => (contractSchema.parse(await contractOf(id)).hold?.state === 'locked' ? true : undefined),
      'the contract’s hold locked',
    );
    expect(contractSchema.parse(await contractOf(id)).status).toBe('signed');
  });
});

describe('the sweep', () => {
  it('warns once before a hold ends, frees the day when it ends and tells both once; reminds an unsigned contract once', async () => {
    const { id, day, contract } = await sentContract(people.ada);
    const signedAt = Date.now();
    expect((await callContracts(people.ada.token, signRequest(id, contract.textSha256))).status).toBe(200);
    const unsigned = await sentContract(people.bob);
    let clock = signedAt + 50 * HOUR;
    const deps = { ...redeliveryDeps(db, capture.url), now: () => clock };

    await sweepContracts(deps);
    await sweepContracts(deps);
    expect(capture.requests.filter(about('contract-hold-ending', id))).toHaveLength(1);
    expect(capture.requests.filter(about('contract-reminder', unsigned.id))).toHaveLength(1);
    expect(await calendarOf(day)).toMatchObject({ kind: 'hold', bookingId: id });

    clock = signedAt + 73 * HOUR;
    await sweepContracts(deps);
    await sweepContracts(deps);
    expect(await calendarOf(day)).toBeUndefined();
    expect(contractSchema.parse(await contractOf(id)).hold?.state).toBe('expired');
    expect((await bookingOf(id))?.status).toBe('pending');
    const expired = capture.requests.filter(about('contract-hold-expired', id));
    const notices = capture.requests.filter(about('owner-contract-hold-expired', id));
    expect(expired.map(recipients)).toEqual([[people.ada.email]]);
    expect(notices.map(recipients)).toEqual([[OWNER_EMAIL]]);
    expect(capture.requests.filter(about('contract-reminder', unsigned.id))).toHaveLength(1);

    // The freed day can be held by another couple now.
    const other = await sentContract(people.bob, day);
    expect((await callContracts(people.bob.token, signRequest(other.id, other.contract.textSha256, { name: 'Bob Babbage' }))).status).toBe(
      200,
    );
    expect(await calendarOf(day)).toMatchObject({ kind: 'hold', bookingId: other.id });
  });
});

describe('a booked custom-package link', () => {
  it('gets its contract at once, as the owner’s send would make it', async () => {
    const slug = `it-contract-link-${randomUUID().slice(0, 8)}`;
    await db
      .collection(COLLECTIONS.customPackageLinks)
      .doc(slug)
      .set({
        userId: people.ada.uid,
        status: 'sent',
        features: ['Picnic styling'],
        description: 'Two hours in the gardens.',
      });
    const id = await newBooking(people.ada, newDay(), {
      customPackageLink: slug,
      packageId: 'it-contract-custom',
      packageName: 'Garden Elopement',
    });
    const contract = await eventually(
      async () => (await contractOf(id)) as Record<string, unknown> | undefined,
      'the custom package’s contract',
    );
    expect(contract).toMatchObject({ status: 'sent', templateId: TEMPLATE });
    expect(contract.text).toContain('- package.features: - Picnic styling');
    await capture.waitFor(about('contract-sent', id));
  });
});
