import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUtcDays, utcDay } from '../../../common/days';
import { booksApi, type ReportFigures } from '../../../common/books';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { TRANSFER_WAITING } from '../../../common/gallery-slips';
import { OWNER_EMAIL } from '../../../common/owner';
import { PAYMENT_SETTINGS_ID } from '../../../common/schemas/settings';
import { gallerySlipSchema } from '../../../common/schemas/gallery-slips';
import { startCaptureServer, type CaptureServer } from '../support/capture-server';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { emulatorBucket, functionUrl, idTokenFor } from './support/media';
import { galleryDoc, photoId, pickFavourite, seedGallery } from './support/galleries';
import { call, customer } from './support/online-payments';

// Issue 38, extras paid by bank transfer (functions/src/galleries/gallery-slips.ts), in the
// Functions emulator: the page's figures (the server's amount, the studio's bank details); the slip
// through the booking slips' upload, priced by the server (a stranger, a tampered list and a second
// slip or a card payment of photos waiting refused); the owner's approval recording the payment and
// unlocking exactly those photos once, through the webhook's own code path; a rejection that tells
// the customer and frees the photos; Reports and the CSV.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let mail: CaptureServer;
let owner: string;
let alice: { token: string; uid: string };
let bob: { token: string; uid: string };
let eve: { token: string; uid: string };
let png: Buffer;
const galleryId = `slp${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const tag = randomUUID().slice(0, 6);
const bobEmail = `bob-${tag}@example.com`;
// A day of its own in the last year (the ledger takes no older), so Reports and the CSV for it hold only this gallery's.
const SENT_ON = addUtcDays(utcDay(new Date()), -(10 + Math.floor(Math.random() * 300)));
const newSlipId = () => randomBytes(10).toString('hex');

const gallery = () => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
const slipDoc = (id: string) => db.collection(COLLECTIONS.gallerySlips).doc(id);
const pick = (uid: string, index: number, own = true) => pickFavourite(db, galleryId, uid, index, own);
const event = (token: string, data: Record<string, unknown>) => call('galleryEvents', token, { galleryId, ...data });

async function postSlip(token: string, slipId: string, photoIds: string[], extra: Record<string, unknown> = {}) {
  const response = await fetch(await functionUrl('booksApi', booksApi.slips), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      slipId,
      galleryId,
      photoIds,
      sentOn: SENT_ON,
      note: '',
      contentType: 'image/png',
      data: png.toString('base64'),
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
}

const mailOf = (kind: string, documentId: string) =>
  eventually(
    async () => mail.requests.find((r) => r.body.custom_args?.kind === kind && r.body.custom_args?.documentId === documentId),
    `the ${kind} email`,
  );

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  mail = await startCaptureServer({ port: captureServerPort() });
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#d8c3a5' } })
    .png()
    .toBuffer();
  [owner, alice, bob, eve] = await Promise.all([
    idTokenFor(OWNER_EMAIL),
    customer(`alice-${tag}@example.com`, idTokenFor),
    customer(bobEmail, idTokenFor),
    customer(`eve-${tag}@example.com`, idTokenFor),
  ]);
  await Promise.all([
    db
      .collection(COLLECTIONS.users)
      .doc(alice.uid)
      .set({ email: `alice-${tag}@example.com`, name: 'Alice Liddell', createdAt: Timestamp.now() }),
    db.collection(COLLECTIONS.users).doc(bob.uid).set({ email: bobEmail, name: 'Bob Liddell', createdAt: Timestamp.now() }),
    db
      .collection(COLLECTIONS.ownerSettings)
      .doc(PAYMENT_SETTINGS_ID)
      .set({ bankDetails: 'Style & Story Ltd\nAccount 12345678', upiId: '', paymentNote: '', updatedAt: Timestamp.now() }),
  ]);
  // One included, 15 each past it; five photos. Bob is invited.
  await seedGallery(
    db,
    emulatorBucket(),
    galleryId,
    galleryDoc(alice.uid, { status: 'published', selection: { included: 1, extraPrice: 15, allRemainingPrice: null } }),
    Array.from({ length: 5 }, (_, i) => ({ fileName: `IMG_${2000 + i}.jpg`, set: 'Highlights', webBytes: 2000 })),
  );
  await gallery().collection(SUBCOLLECTIONS.galleryInvites).doc(bobEmail).set({ email: bobEmail, invitedAt: Timestamp.now() });
  await Promise.all([pick(alice.uid, 0), pick(alice.uid, 1), pick(bob.uid, 2, false)]);
});

afterAll(async () => {
  await mail?.close();
  if (app) await deleteApp(app);
});

const EXTRAS = () => [photoId(1), photoId(2)];
const first = newSlipId();

describe('a slip for extras', () => {
  it('is priced by the server for exactly its photos, stored once, and no one pays for them again while it waits', async () => {
    const details = await event(alice.token, { kind: 'transfer-details', photoIds: EXTRAS() });
    expect(details.result).toMatchObject({ amount: 30, photoCount: 2, bankDetails: 'Style & Story Ltd\nAccount 12345678' });
    expect(details.result?.reference).toMatch(/^EXTRAS-[0-9A-F]{8}$/);
    expect((await event(eve.token, { kind: 'transfer-details', photoIds: EXTRAS() })).error?.status).toBe('PERMISSION_DENIED');

    // A stranger, a tampered list: refused, nothing written.
    expect((await postSlip(eve.token, newSlipId(), EXTRAS())).status).toBe(403);
    const tampered = await postSlip(alice.token, newSlipId(), [photoId(1)]);
    expect(tampered).toMatchObject({ status: 400, body: { error: expect.stringMatching(/changed since the page was loaded/) } });

    // An amount sent by the page is not the server's: the record carries the price of the photos.
    expect((await postSlip(alice.token, first, EXTRAS(), { amount: 1 })).status).toBe(201);
    expect((await postSlip(alice.token, first, EXTRAS())).status).toBe(200);
    const record = gallerySlipSchema.parse((await slipDoc(first).get()).data());
    expect(record).toMatchObject({
      userId: alice.uid,
      amount: 30,
      status: 'pending',
      photoIds: EXTRAS(),
      reference: details.result?.reference,
    });
    expect((await gallery().get()).get('pendingPhotoIds')).toEqual(EXTRAS());

    // While it waits: a second slip (by anyone of the family) and a card payment of them are refused.
    expect(await postSlip(bob.token, newSlipId(), EXTRAS())).toMatchObject({ status: 409, body: { error: TRANSFER_WAITING } });
    const card = await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: EXTRAS() });
    expect(card.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: TRANSFER_WAITING });
    expect((await db.collection(COLLECTIONS.gallerySlips).where('galleryId', '==', galleryId).get()).size).toBe(1);

    // The owner hears of it, and opens the file; another customer cannot.
    await mailOf('gallery-slip', first);
    const file = async (token: string) =>
      fetch(await functionUrl('booksApi', booksApi.slipFile(first)), { headers: { Authorization: `Bearer ${token}` } });
    expect(Buffer.from(await (await file(owner)).arrayBuffer()).equals(png)).toBe(true);
    expect((await file(eve.token)).status).toBe(404);
  });

  it('approved, records the payment and unlocks exactly its photos, once; rejected, tells the customer and frees them', async () => {
    expect((await event(alice.token, { kind: 'slip', slipId: first, decision: 'approve' })).error?.status).toBe('PERMISSION_DENIED');
    expect((await event(owner, { kind: 'slip', slipId: first, decision: 'approve' })).result).toEqual({ recorded: true });
    expect((await event(owner, { kind: 'slip', slipId: first, decision: 'approve' })).result).toEqual({ recorded: false });

    const entries = (await db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId).get()).docs;
    expect(entries.map((d) => [d.id, d.get('method'), d.get('amount'), d.get('photoIds'), d.get('userId'), d.get('receivedOn')])).toEqual([
      [`slip-${first}`, 'bank-transfer', 30, EXTRAS(), alice.uid, SENT_ON],
    ]);
    const after = (await gallery().get()).data()!;
    expect([after.paidPhotoIds, after.pendingPhotoIds]).toEqual([EXTRAS(), []]);
    expect((await slipDoc(first).get()).data()).toMatchObject({ status: 'approved', paymentId: `slip-${first}` });
    const order = await db
      .collection(SERVER_COLLECTIONS.galleryExtraOrders)
      .doc(String((await slipDoc(first).get()).get('orderId')))
      .get();
    expect(order.get('status')).toBe('paid');
    await mailOf('gallery-slip-approved', first);
    // Paid: the selection sends, and a slip for the same photos is refused.
    expect((await event(alice.token, { kind: 'selection' })).result).toMatchObject({ recorded: true });
    expect((await postSlip(alice.token, newSlipId(), EXTRAS())).status).toBe(409);

    // A new extra, by Bob: rejected with a reason he is emailed; the photo is his to pay again.
    await pick(bob.uid, 3, false);
    const second = newSlipId();
    expect((await postSlip(bob.token, second, [photoId(3)])).status).toBe(201);
    expect((await event(owner, { kind: 'slip', slipId: second, decision: 'reject', reason: ' ' })).error?.status).toBe('INVALID_ARGUMENT');
    const reason = 'No transfer with this reference reached the account.';
    expect((await event(owner, { kind: 'slip', slipId: second, decision: 'reject', reason })).result).toEqual({ recorded: true });
    expect((await slipDoc(second).get()).data()).toMatchObject({ status: 'rejected', reason, paymentId: null });
    expect((await gallery().get()).data()).toMatchObject({ paidPhotoIds: EXTRAS(), pendingPhotoIds: [] });
    const rejected = await mailOf('gallery-slip-rejected', second);
    expect(rejected.body.personalizations?.[0]?.to?.[0]?.email).toBe(bobEmail);
    expect(JSON.stringify(rejected.body.content)).toContain(reason);
    expect((await postSlip(bob.token, newSlipId(), [photoId(3)])).status).toBe(201);

    // Reports and the CSV: the transfer in the extras' own line, by the day it was sent.
    const books = async (path: string) => fetch(await functionUrl('booksApi', path), { headers: { Authorization: `Bearer ${owner}` } });
    const figures = (await (await books(booksApi.reports(SENT_ON, SENT_ON))).json()) as ReportFigures;
    expect(figures.galleryExtras).toEqual({ amount: 30, count: 1 });
    const csv = await (await books(booksApi.export('gallery-extras', SENT_ON, SENT_ON))).text();
    expect(csv).toContain(`slip-${first},${SENT_ON},payment,30,bank-transfer,,${galleryId},2,`);
  });
});
