import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import type { StripeCaptureServer } from '../support/stripe-capture-server';
import { adminApp, deleteApp, getFirestore } from './support/emulators';
import { idTokenFor } from './support/media';
import { withStudioSalesTax } from './support/sales-tax';
import { bookingRecord, call, customer, startStripeStandIn } from './support/online-payments';

// Paying one instalment of a split balance online: the createCheckoutSession function in the
// Functions emulator prices it from the owner's plan and the ledger it reads itself, with the real
// `stripe` client posting to the Stripe capture server.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let stripe: StripeCaptureServer;
let ada: { token: string; uid: string };

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  stripe = await startStripeStandIn();
  ada = await customer(`ada-${randomUUID().slice(0, 6)}@example.com`, idTokenFor);
});

afterAll(async () => {
  await stripe?.close();
  if (app) await deleteApp(app);
});

/** Ada's confirmed $2,400 booking ($720 deposit), its $1,680 balance split 600 + 600 + 480, the last one waived. */
async function splitBooking(): Promise<string> {
  const ref = await db
    .collection(COLLECTIONS.bookings)
    .add(bookingRecord(ada.uid, { statusAt: { pending: Timestamp.now(), confirmed: Timestamp.now() } }));
  await db
    .collection(COLLECTIONS.paymentSchedules)
    .doc(ref.id)
    .set({
      balance: [
        { amount: 600, daysBefore: 90 },
        { amount: 600, daysBefore: 30 },
        { amount: 480, daysBefore: 7 },
      ],
      waived: ['balance-3'],
      updatedAt: Timestamp.now(),
    });
  return ref.id;
}

async function cash(bookingId: string, amount: number) {
  await db.collection(COLLECTIONS.payments).add({
    bookingId,
    userId: ada.uid,
    kind: 'payment',
    amount,
    method: 'cash',
    receivedOn: '2026-11-20',
    note: '',
    reverses: null,
    overpaymentConfirmed: false,
    createdAt: Timestamp.now(),
  });
}

const pay = (bookingId: string, what: string) => call('createCheckoutSession', ada.token, { kind: 'booking', bookingId, what });
const charged = (bookingId: string) =>
  stripe.sessions
    .filter((s) => s.form['metadata[bookingId]'] === bookingId && !s.replayed)
    .map((s) => [
      s.form['metadata[what]'],
      s.form['line_items[0][price_data][unit_amount]'],
      s.form['line_items[0][price_data][product_data][name]'],
    ]);

describe('paying an instalment online', () => {
  it("charges the next instalment, or any unpaid one, at what is left of it by the server's own ledger", async () => {
    const bookingId = await splitBooking();
    await cash(bookingId, 820); // the deposit, and $100 of the first instalment
    expect((await pay(bookingId, 'balance-1')).status).toBe(200);
    // A tampered amount cannot ride along: the request's shape has no room for one.
    expect(
      (await call('createCheckoutSession', ada.token, { kind: 'booking', bookingId, what: 'balance-2', amount: 1 })).error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect((await pay(bookingId, 'balance-2')).status).toBe(200);
    expect(charged(bookingId)).toEqual([
      ['balance-1', '50000', `Instalment 1 of 3: Signature Wedding (ref. ${bookingId})`],
      ['balance-2', '60000', `Instalment 2 of 3: Signature Wedding (ref. ${bookingId})`],
    ]);
  });

  it('refuses an instalment already paid, a waived one and one the plan does not have, in words: no session', async () => {
    const bookingId = await splitBooking();
    await cash(bookingId, 1320); // the deposit and the first instalment
    expect((await pay(bookingId, 'balance-1')).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'The instalment 1 of 3 is already paid.',
    });
    expect((await pay(bookingId, 'deposit')).error).toEqual({ status: 'FAILED_PRECONDITION', message: 'The deposit is already paid.' });
    expect((await pay(bookingId, 'balance-3')).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'The studio waived the instalment 3 of 3: nothing is due on it.',
    });
    expect((await pay(bookingId, 'balance-4')).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'This booking has no such instalment.',
    });
    expect(charged(bookingId)).toEqual([]);
  });

  it('with the sales tax added to the prices, the deposit and each instalment are charged with their share of it', async () => {
    await withStudioSalesTax(db, { mode: 'added', ratePercent: 10 }, async () => {
      const bookingId = await splitBooking();
      expect((await pay(bookingId, 'deposit')).status).toBe(200);
      expect((await pay(bookingId, 'balance-2')).status).toBe(200);
      // $720 + 10% = $792; $600 + 10% = $660.
      expect(charged(bookingId).map(([what, minor]) => [what, minor])).toEqual([
        ['deposit', '79200'],
        ['balance-2', '66000'],
      ]);
    });
  });

  it('a double click on an instalment gets one session', async () => {
    const bookingId = await splitBooking();
    const [first, second] = await Promise.all([pay(bookingId, 'balance-2'), pay(bookingId, 'balance-2')]);
    expect(first.result?.url).toBe(second.result?.url);
    expect(charged(bookingId)).toEqual([['balance-2', '60000', `Instalment 2 of 3: Signature Wedding (ref. ${bookingId})`]]);
  });
});
