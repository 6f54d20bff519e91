import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { ONLINE_PAYMENTS_SETTINGS_ID } from '../../../common/schemas/online-payments';
import { recordHoldId } from '../../../common/schemas/record-holds';
import { content, startCaptureServer, type CaptureServer } from '../support/capture-server';
import type { StripeCaptureServer } from '../support/stripe-capture-server';
import { deliver, paidSession, stripeEvent } from '../support/stripe-events';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { idTokenFor } from './support/media';
import { withStudioSalesTax } from './support/sales-tax';
import {
  bookingRecord,
  call,
  customer,
  entriesOf,
  frameOrderRecord,
  functionAddress,
  startStripeStandIn,
  webhookSecret,
} from './support/online-payments';

// Checkout and the webhook in the Functions emulator, with the real `stripe` client pointed at the
// Stripe capture server, and webhooks signed with the library's own test-header helper.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let stripe: StripeCaptureServer;
let mail: CaptureServer;
let webhook: string;
let ada: { token: string; uid: string };
let eve: { token: string; uid: string };

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  stripe = await startStripeStandIn();
  mail = await startCaptureServer({ port: captureServerPort() });
  webhook = await functionAddress('stripeWebhook');
  [ada, eve] = await Promise.all([
    customer(`ada-${randomUUID().slice(0, 6)}@example.com`, idTokenFor),
    customer(`eve-${randomUUID().slice(0, 6)}@example.com`, idTokenFor),
  ]);
});

afterAll(async () => {
  await stripe?.close();
  await mail?.close();
  if (app) await deleteApp(app);
});

const newBooking = async (overrides: Record<string, unknown> = {}) =>
  (await db.collection(COLLECTIONS.bookings).add(bookingRecord(ada.uid, overrides))).id;
const sessionsFor = (id: string) => stripe.sessions.filter((s) => Object.values(s.form).includes(id));
const completed = (metadata: Record<string, string>, amountMinor: number) =>
  stripeEvent('checkout.session.completed', paidSession(metadata, amountMinor));

describe('creating a Checkout Session', () => {
  it("charges what the server's ledger says is due, in the studio's currency, with the booking in the metadata", async () => {
    const bookingId = await newBooking();
    const answer = await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId, what: 'deposit' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const [session] = sessionsFor(bookingId);
    expect(answer.result?.url).toBe(`${stripe.url}/pay/${session.id}`);
    expect(session.authorization).toBe('Bearer sk_test_emulator');
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '72000',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[bookingId]': bookingId,
      'metadata[what]': 'deposit',
      'metadata[uid]': ada.uid,
      'payment_intent_data[metadata][bookingId]': bookingId,
    });
    expect(session.form.success_url).toMatch(
      new RegExp(`/profile\\?checkout=paid&booking=${bookingId}&session=\\{CHECKOUT_SESSION_ID\\}$`),
    );
    expect(session.form.cancel_url).toMatch(/\/profile\?checkout=cancelled&booking=/);
  });

  it('a double click gets the same session (one idempotency key)', async () => {
    const bookingId = await newBooking();
    const request = { kind: 'booking', bookingId, what: 'balance' };
    const [first, second] = await Promise.all([
      call('createCheckoutSession', ada.token, request),
      call('createCheckoutSession', ada.token, request),
    ]);
    expect(first.result?.url).toBe(second.result?.url);
    const sessions = sessionsFor(bookingId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0].idempotencyKey).toBe(sessions[1].idempotencyKey);
    expect(sessions.filter((s) => s.replayed)).toHaveLength(1);
    expect(sessions[0].form['line_items[0][price_data][unit_amount]']).toBe('240000');
  });

  it('refuses an amount sent by the client, another customer, no sign-in, and what is already paid: no session', async () => {
    const bookingId = await newBooking();
    const tampered = await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId, what: 'deposit', amount: 1 });
    expect(tampered.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    const stranger = await call('createCheckoutSession', eve.token, { kind: 'booking', bookingId, what: 'deposit' });
    expect(stranger.error).toEqual({ status: 'PERMISSION_DENIED', message: 'This booking belongs to another account.' });
    const anonymous = await call('createCheckoutSession', null, { kind: 'booking', bookingId, what: 'deposit' });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');
    expect(sessionsFor(bookingId)).toEqual([]);

    const paid = await newBooking({ paidTotal: 720 });
    await db.collection(COLLECTIONS.payments).doc(`cash-${paid}`).create({
      bookingId: paid,
      userId: ada.uid,
      kind: 'payment',
      amount: 720,
      method: 'cash',
      receivedOn: '2026-11-20',
      note: '',
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: new Date(),
    });
    const again = await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId: paid, what: 'deposit' });
    expect(again.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'The deposit is already paid.' });
    const balance = await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId: paid, what: 'balance' });
    expect(balance.status).toBe(200);
    expect(sessionsFor(paid).map((s) => s.form['line_items[0][price_data][unit_amount]'])).toEqual(['168000']);
    const declined = await newBooking({ status: 'declined' });
    expect((await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId: declined, what: 'deposit' })).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
  });

  it('tells the owner it is configured and publishes the public flag; a customer may not ask', async () => {
    const owner = await idTokenFor(OWNER_EMAIL);
    const answer = await call('onlinePaymentsStatus', owner, null);
    expect(answer.result).toEqual({ enabled: true, missing: [], webhookPath: '/api/stripe/webhook' });
    expect((await db.collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID).get()).get('enabled')).toBe(true);
    expect((await call('onlinePaymentsStatus', ada.token, null)).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('the Stripe webhook', () => {
  it('records a paid session as a card payment with its ids, moves the ledger, and the booking follows', async () => {
    const bookingId = await newBooking();
    const event = completed({ kind: 'booking', bookingId, what: 'deposit', uid: ada.uid }, 72000);
    expect(await deliver(webhook, event, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    const entry = (await db.collection(COLLECTIONS.payments).doc(String(event.id)).get()).data();
    const session = (event.data as { object: { id: string; payment_intent: string } }).object;
    expect(entry).toMatchObject({
      bookingId,
      userId: ada.uid,
      kind: 'payment',
      amount: 720,
      method: 'card',
      reverses: null,
      overpaymentConfirmed: false,
    });
    expect(entry?.stripe).toEqual({
      eventId: event.id,
      eventType: 'checkout.session.completed',
      sessionId: session.id,
      paymentIntentId: session.payment_intent,
    });
    expect((await db.collection(COLLECTIONS.paymentLedgers).doc(bookingId).get()).data()).toEqual({ net: 720, lastEntry: event.id });
    const booking = await eventually(async () => {
      const data = (await db.collection(COLLECTIONS.bookings).doc(bookingId).get()).data();
      return data?.paidTotal === 720 ? data : undefined;
    }, 'the booking derived from the webhook entry');
    expect(booking.paymentStatus).toBe('deposit-paid');
    const [receipt] = await mail.waitFor((r) => r.body.custom_args?.paymentId === event.id);
    expect(content(receipt, 'text/plain')).toContain('Method: Card, paid online');

    // Stripe delivers again: nothing more is written.
    expect(await deliver(webhook, event, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await entriesOf(db, bookingId)).toHaveLength(1);
  });

  it('refuses unsigned and wrongly signed events, and events for a booking it does not have: nothing written', async () => {
    const bookingId = await newBooking();
    const event = completed({ kind: 'booking', bookingId, what: 'deposit', uid: ada.uid }, 72000);
    expect((await deliver(webhook, event, null)).status).toBe(400);
    expect((await deliver(webhook, event, 'whsec_not_the_secret')).status).toBe(400);
    const unknown = completed({ kind: 'booking', bookingId: `missing-${randomUUID()}`, what: 'deposit', uid: ada.uid }, 72000);
    expect(await deliver(webhook, unknown, webhookSecret())).toMatchObject({
      status: 400,
      body: { error: 'Unknown booking, order or payment' },
    });
    expect((await db.collection(COLLECTIONS.payments).doc(String(unknown.id)).get()).exists).toBe(false);
    expect(await entriesOf(db, bookingId)).toEqual([]);
    expect((await db.collection(COLLECTIONS.paymentLedgers).doc(bookingId).get()).exists).toBe(false);
  });

  it('answers 200 to event types it does not record, without writing', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await deliver(webhook, event, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect((await db.collection(COLLECTIONS.payments).doc(String(event.id)).get()).exists).toBe(false);
  });

  it('a refund becomes a refund entry of what is new; a dispute withdraws the amount', async () => {
    const bookingId = await newBooking();
    const paid = completed({ kind: 'booking', bookingId, what: 'balance', uid: ada.uid }, 240000);
    await deliver(webhook, paid, webhookSecret());
    const paymentIntent = (paid.data as { object: { payment_intent: string } }).object.payment_intent;
    const refund = (refundedMinor: number) =>
      stripeEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: paymentIntent,
        amount_refunded: refundedMinor,
        currency: 'usd',
      });
    const first = refund(20000);
    expect(await deliver(webhook, first, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect(await deliver(webhook, first, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    await deliver(webhook, refund(30000), webhookSecret());
    const dispute = stripeEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: paymentIntent,
      amount: 50000,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    });
    await deliver(webhook, dispute, webhookSecret());
    const amounts = (await entriesOf(db, bookingId)).map((e) => [e.kind, e.amount, e.stripe?.eventType]);
    expect(amounts.sort()).toEqual(
      [
        ['payment', 2400, 'checkout.session.completed'],
        ['refund', -200, 'charge.refunded'],
        ['refund', -100, 'charge.refunded'],
        ['refund', -500, 'charge.dispute.created'],
      ].sort(),
    );
    expect((await db.collection(COLLECTIONS.paymentLedgers).doc(bookingId).get()).get('net')).toBe(1600);
    const unknownRefund = stripeEvent('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      payment_intent: 'pi_unknown',
      amount_refunded: 100,
      currency: 'usd',
    });
    expect((await deliver(webhook, unknownRefund, webhookSecret())).status).toBe(400);
  });

  it('a frame order is charged its price and recorded in framePayments; then it is paid', async () => {
    const orderId = (await db.collection(COLLECTIONS.frameOrders).add(frameOrderRecord(ada.uid))).id;
    const answer = await call('createCheckoutSession', ada.token, { kind: 'frame-order', orderId });
    expect(answer.status).toBe(200);
    expect(sessionsFor(orderId)[0].form['line_items[0][price_data][unit_amount]']).toBe('52000');
    expect((await call('createCheckoutSession', eve.token, { kind: 'frame-order', orderId })).error?.status).toBe('PERMISSION_DENIED');

    // The stand-in's "Pay" button: a signed webhook, then back to the site.
    const page = await fetch(String(answer.result?.url));
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await fetch(String(answer.result?.url), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/profile\\?checkout=paid&order=${orderId}&session=cs_`));
    expect(stripe.deliveries.at(-1)?.status).toBe(200);
    const entries = (await db.collection(COLLECTIONS.framePayments).where('orderId', '==', orderId).get()).docs.map((d) => d.data());
    expect(entries).toEqual([expect.objectContaining({ orderId, userId: ada.uid, kind: 'payment', amount: 520, method: 'card' })]);
    // Paid online, the order is held: the rules refuse its deletion (record-holds.test.ts).
    expect((await db.collection(COLLECTIONS.recordHolds).doc(recordHoldId('frameOrders', orderId)).get()).exists).toBe(true);
    expect((await call('createCheckoutSession', ada.token, { kind: 'frame-order', orderId })).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'This frame order is already paid.',
    });
  });

  it('with the sales tax added to prices, a frame order is charged its price with the tax', async () => {
    const orderId = (await db.collection(COLLECTIONS.frameOrders).add(frameOrderRecord(ada.uid))).id;
    await withStudioSalesTax(db, { mode: 'added', ratePercent: 10 }, async () => {
      expect((await call('createCheckoutSession', ada.token, { kind: 'frame-order', orderId })).status).toBe(200);
    });
    // $520 + 10% = $572.
    expect(sessionsFor(orderId)[0].form['line_items[0][price_data][unit_amount]']).toBe('57200');
  });
});
