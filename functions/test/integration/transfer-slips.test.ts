import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksApi } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { recordHoldId } from '../../../common/schemas/record-holds';
import { SLIP_MAX_BYTES, slipSchema } from '../../../common/schemas/slips';
import { adminApp, deleteApp, getAdminAuth, getFirestore } from './support/emulators';
import { emulatorBucket, functionUrl, idTokenFor } from './support/media';

// A customer's transfer slip through the booksApi function: the record and its private file are
// written together (or neither), a double submit keeps one, and only its customer and the owner
// can open the file. The bucket is the local folder behind the storage seam (docs/photos.md).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let owner: string;
let ada: string;
let bob: string;
let adaUid: string;
const BOOKING = `slip-booking-${randomBytes(4).toString('hex')}`;
const newSlipId = () => randomBytes(10).toString('hex');
let png: Buffer;

async function post(token: string | null, body: Record<string, unknown>) {
  const response = await fetch(await functionUrl('booksApi', booksApi.slips), {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
}
const slipBody = (slipId: string, overrides: Record<string, unknown> = {}) => ({
  slipId,
  bookingId: BOOKING,
  amount: 540,
  sentOn: new Date().toISOString().slice(0, 10),
  note: 'Ref. wedding deposit',
  contentType: 'image/png',
  data: png.toString('base64'),
  ...overrides,
});
const fileAs = async (token: string | null, id: string) =>
  fetch(await functionUrl('booksApi', booksApi.slipFile(id)), { headers: token ? { Authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#d8c3a5' } })
    .png()
    .toBuffer();
  [owner, ada, bob] = await Promise.all([
    idTokenFor(OWNER_EMAIL),
    idTokenFor('ada.slips@example.com'),
    idTokenFor('bob.slips@example.com'),
  ]);
  adaUid = (await getAdminAuth(app).getUserByEmail('ada.slips@example.com')).uid;
  await db.collection(COLLECTIONS.bookings).doc(BOOKING).set({
    userId: adaUid,
    status: 'confirmed',
    packageName: 'Signature Wedding',
    packagePrice: 1800,
    packageDeposit: 540,
    paidTotal: 0,
    eventDate: '2031-06-12',
    createdAt: Timestamp.now(),
  });
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('sending a transfer slip', () => {
  const id = newSlipId();

  it('stores the file privately and the record as awaiting verification', async () => {
    const sent = await post(ada, slipBody(id));
    expect(sent).toEqual({ status: 201, body: { id } });
    const record = slipSchema.parse((await db.collection(COLLECTIONS.transferSlips).doc(id).get()).data());
    expect(record).toMatchObject({
      bookingId: BOOKING,
      userId: adaUid,
      amount: 540,
      status: 'pending',
      paymentId: null,
      bytes: png.length,
    });
    expect(await emulatorBucket().read(`slips/${id}/slip.png`)).toEqual(png);
    // The evidence holds its booking: the rules refuse to delete a held request (record-holds.test.ts).
    expect((await db.collection(COLLECTIONS.recordHolds).doc(recordHoldId('bookings', BOOKING)).get()).exists).toBe(true);
  });

  it('a double submit keeps the one slip', async () => {
    expect(await post(ada, slipBody(id))).toEqual({ status: 200, body: { id } });
    expect((await db.collection(COLLECTIONS.transferSlips).where('bookingId', '==', BOOKING).get()).size).toBe(1);
  });

  it('opens the file for its customer and the owner only', async () => {
    const forAda = await fileAs(ada, id);
    expect(forAda.status).toBe(200);
    expect(forAda.headers.get('content-type')).toBe('image/png');
    expect(forAda.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await forAda.arrayBuffer())).toEqual(png);
    expect((await fileAs(owner, id)).status).toBe(200);
    expect((await fileAs(bob, id)).status).toBe(404);
    expect((await fileAs(null, id)).status).toBe(401);
  });

  it.each([
    ['someone else’s booking', () => post(bob, slipBody(newSlipId())), 404, 'We could not find this booking in your account.'],
    ['no sign-in', () => post(null, slipBody(newSlipId())), 401, 'Sign in to send or see a transfer slip.'],
    [
      'a text file called a PNG',
      () => post(ada, slipBody(newSlipId(), { data: Buffer.from('not a picture').toString('base64') })),
      400,
      'This file is not the photo or PDF it says it is: choose the slip again.',
    ],
    [
      'a Word document',
      () => post(ada, slipBody(newSlipId(), { contentType: 'application/msword' })),
      400,
      'Upload the slip as a photo (JPEG, PNG or WebP) or a PDF.',
    ],
    [
      'a file over the limit',
      () => post(ada, slipBody(newSlipId(), { data: Buffer.concat([png, Buffer.alloc(SLIP_MAX_BYTES)]).toString('base64') })),
      413,
      'The slip is larger than 5 MB: send a smaller photo or PDF.',
    ],
    ['an amount of 0', () => post(ada, slipBody(newSlipId(), { amount: 0 })), 400, undefined],
    [
      'a transfer dated next week',
      () => post(ada, slipBody(newSlipId(), { sentOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) })),
      400,
      'The transfer date can’t be in the future.',
    ],
    [
      // Further back than the ledger (and the rules) take a payment: the owner could never approve it.
      'a transfer dated 400 days ago',
      () => post(ada, slipBody(newSlipId(), { sentOn: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10) })),
      400,
      'The ledger takes payments received within the last 365 days.',
    ],
  ])('refuses %s, and writes nothing', async (_name, send, status, message) => {
    const before = (await db.collection(COLLECTIONS.transferSlips).where('bookingId', '==', BOOKING).get()).size;
    const answer = await send();
    expect(answer.status).toBe(status);
    if (message) expect(answer.body.error).toBe(message);
    expect((await db.collection(COLLECTIONS.transferSlips).where('bookingId', '==', BOOKING).get()).size).toBe(before);
  });
});
