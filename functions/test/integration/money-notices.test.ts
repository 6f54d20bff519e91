import { randomBytes, randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { frameReceiptPath } from '../../../common/paths';
import { framePaymentCreated } from '../../src/frame-orders/frame-payment-receipt';
import { runDocumentHandler } from '../../src/lib/triggers';
import { content, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { storedBooking } from '../support/stored-booking';
import { deliver, paidSession, stripeEvent } from '../support/stripe-events';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { idTokenFor } from './support/media';
import { customer, frameOrderRecord, functionAddress, webhookSecret } from './support/online-payments';
import { resetOwnerMailBudget } from './support/owner-mail-budget';
import { redeliveryDeps } from './support/redelivery';

// The money emails the triggers send in the Functions emulator, through the real SendGrid client
// to the capture server: a frame order's online payment gets its receipt (once per Stripe event),
// and a transfer slip tells the owner, within the owner mail's bounds.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let mail: CaptureServer;
let ada: { token: string; uid: string };

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  mail = await startCaptureServer({ port: captureServerPort() });
  ada = await customer(`ada-${randomUUID().slice(0, 6)}@example.com`, idTokenFor);
});

beforeEach(() => resetOwnerMailBudget(db));

afterAll(async () => {
  await mail?.close();
  if (app) await deleteApp(app);
});

const about = (key: string, id: string) => (r: CapturedRequest) => r.body.custom_args?.[key] === id;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe("a frame order's online payment", () => {
  it('gets one receipt email, with the receipt link, however often Stripe or the trigger deliver it', async () => {
    const orderId = (await db.collection(COLLECTIONS.frameOrders).add(frameOrderRecord(ada.uid))).id;
    const webhook = await functionAddress('stripeWebhook');
    const event = stripeEvent('checkout.session.completed', paidSession({ kind: 'frame-order', orderId, uid: ada.uid }, 52000));
    expect(await deliver(webhook, event, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    const [receipt] = await mail.waitFor(about('framePaymentId', String(event.id)));
    expect(receipt.body.custom_args).toMatchObject({ kind: 'frame-payment-payment', frameOrderId: orderId });
    expect(receipt.body.personalizations?.[0]?.to?.[0]?.email).toBe(
      (await db.collection(COLLECTIONS.users).doc(ada.uid).get()).get('email'),
    );
    const text = content(receipt, 'text/plain');
    expect(text).toContain('We have received $520 for your frame order.');
    expect(text).toContain('Method: Card, paid online');
    expect(text).toContain(`Paid to date: $520`);
    expect(text).toContain(frameReceiptPath(String(event.id)));

    // Stripe delivers again, and the trigger runs again: no second email.
    expect(await deliver(webhook, event, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const entry = await db.collection(COLLECTIONS.framePayments).doc(String(event.id)).get();
    const again = { id: entry.id, after: entry.data(), time: new Date().toISOString() };
    await runDocumentHandler(framePaymentCreated, again, redeliveryDeps(db, mail.url));
    await settle();
    expect(mail.requests.filter(about('framePaymentId', String(event.id)))).toHaveLength(1);
  });
});

describe('a transfer slip', () => {
  const slip = (bookingId: string, amount: number) => ({
    bookingId,
    amount,
    sentOn: '2026-11-20',
    note: 'Balance, from my savings account',
    userId: ada.uid,
    contentType: 'image/png',
    bytes: 2048,
    status: 'pending',
    reason: '',
    paymentId: null,
    createdAt: Timestamp.now(),
  });

  it('tells the owner once, with whose it is and what was sent; a second one soon after waits for the digest', async () => {
    const bookingId = (await db.collection(COLLECTIONS.bookings).add(storedBooking(ada.uid, { status: 'confirmed' }))).id;
    // The booking's own notice names the same customer: once it is out, the slip starts from a fresh budget.
    await mail.waitFor((r) => about('bookingId', bookingId)(r) && r.body.custom_args?.kind === 'owner-booking');
    await resetOwnerMailBudget(db);
    const first = randomBytes(10).toString('hex');
    await db.collection(COLLECTIONS.transferSlips).doc(first).set(slip(bookingId, 1680));
    const [notice] = await mail.waitFor(about('documentId', first));
    expect(notice.body.custom_args?.kind).toBe('owner-transfer-slip');
    expect(notice.body.personalizations?.[0]?.to?.[0]?.email).toBe(OWNER_EMAIL);
    expect(notice.body.subject).toBe('New transfer slip from Ada Lovelace');
    const text = content(notice, 'text/plain');
    expect(text).toContain('Amount sent: $1,680');
    expect(text).toContain(`Booking: ${bookingId}`);
    expect(text).toContain('Balance, from my savings account');

    // The same customer again within the quiet period: bounded like every owner notice.
    const second = randomBytes(10).toString('hex');
    await db.collection(COLLECTIONS.transferSlips).doc(second).set(slip(bookingId, 200));
    const pending = await eventually(async () => {
      const data = (await db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`transfer-slip-${second}`).get()).data();
      return data?.status === 'pending' ? data : undefined;
    }, 'the second slip noted for the digest');
    expect(pending.kind).toBe('transfer-slip');
    await settle();
    expect(mail.requests.filter(about('documentId', second))).toEqual([]);
    expect(mail.requests.filter(about('documentId', first))).toHaveLength(1);
  });
});
