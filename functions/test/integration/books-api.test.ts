import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksApi, type ReportFigures } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { NO_SALES_TAX } from '../../../common/sales-tax';
import { BOOKING_STATUSES } from '../../../common/schemas/orders';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { recountOwedTotals } from '../../src/payments/recount-owed';
import { DEMO_STUDIO_INPUT } from '../support/fakes';
import { adminApp, deleteApp, eventually, getFirestore } from './support/emulators';
import { functionUrl, idTokenFor } from './support/media';
import { withStudioSalesTax } from './support/sales-tax';

// The Reports figures and the CSV exports, from the booksApi function in the Functions emulator,
// against a ledger seeded here (the collections it reads are emptied first, so every figure below
// is worked out by hand from this seed alone).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let owner: string;
let customer: string;
const PERIOD = { from: '2031-01-01', to: '2031-03-31' };

const booking = (
  packageId: string,
  packageName: string,
  status: string,
  eventDate: string,
  price: number,
  paid: number,
  paymentStatus: string,
) => ({
  packageId,
  packageName,
  packagePrice: price,
  packageDeposit: Math.round(price * 0.3),
  eventType: 'Wedding',
  eventDate,
  venue: 'The Old Mill',
  guestCount: 80,
  name: 'Ada Books',
  email: 'ada.books@example.com',
  phone: '+1 555 010 0200',
  notes: '',
  paymentMethod: 'bank-transfer',
  customPackageLink: '',
  userId: 'ada-books',
  status,
  statusAt: {},
  statusReason: '',
  paidTotal: paid,
  paymentStatus,
  keywords: ['ada'],
  createdAt: Timestamp.fromDate(new Date('2030-12-01T10:00:00Z')),
});

const payment = (
  bookingId: string,
  kind: string,
  amount: number,
  method: string,
  receivedOn: string,
  reverses: string | null = null,
  stripe?: object,
) => ({
  ...(stripe ? { stripe } : {}),
  bookingId,
  userId: 'ada-books',
  kind,
  amount,
  method,
  receivedOn,
  note: kind === 'reversal' ? 'Entered twice' : '',
  reverses,
  overpaymentConfirmed: false,
  createdAt: Timestamp.fromDate(new Date(`${receivedOn}T12:00:00Z`)),
});

const SEED: Record<string, Record<string, object>> = {
  [COLLECTIONS.packages]: { 'pkg-gold': { name: 'Gold Wedding' }, 'pkg-silver': { name: 'Silver Portrait' } },
  [COLLECTIONS.bookings]: {
    b1: booking('pkg-gold', 'Gold Wedding', 'confirmed', '2031-02-14', 3000, 900, 'deposit-paid'),
    b2: booking('pkg-silver', 'Silver Portrait', 'completed', '2031-03-05', 800, 800, 'paid'),
    b3: booking('custom-one', 'Garden party (custom)', 'confirmed', '2031-03-20', 1500, 400, 'part-paid'),
    b4: booking('pkg-gold', 'Gold Wedding', 'cancelled', '2031-02-20', 3000, 0, 'unpaid'),
    b5: booking('pkg-gold', 'Gold Wedding', 'confirmed', '2031-05-01', 3000, 1000, 'deposit-paid'),
  },
  [COLLECTIONS.payments]: {
    p1: payment('b1', 'payment', 900, 'bank-transfer', '2031-01-10'),
    p2: payment('b2', 'payment', 240, 'cash', '2031-01-20'),
    p3: payment('b2', 'payment', 560, 'upi', '2031-03-01'),
    p4: payment('b3', 'payment', 500, 'card', '2031-02-02'),
    p5: payment('b3', 'refund', -200, 'bank-transfer', '2031-02-10'),
    p6: payment('b4', 'payment', 100, 'cash', '2031-02-05'),
    'p6-reversal': payment('b4', 'reversal', -100, 'cash', '2031-02-06', 'p6'),
    p7: payment('b5', 'payment', 1000, 'cash', '2031-04-02'),
    // Paid online: the webhook writes method 'card' with the Stripe event.
    p8: payment('b3', 'payment', 100, 'card', '2031-03-10', null, {
      eventId: 'evt_books_1',
      eventType: 'checkout.session.completed',
      sessionId: 'cs_books_1',
      paymentIntentId: 'pi_books_1',
    }),
  },
};

async function call(token: string | null, path: string) {
  const response = await fetch(await functionUrl('booksApi', path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return response;
}

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  for (const collection of Object.keys(SEED)) await db.recursiveDelete(db.collection(collection));
  const batch = db.batch();
  for (const [collection, docs] of Object.entries(SEED))
    for (const [id, data] of Object.entries(docs)) batch.set(db.collection(collection).doc(id), data);
  // A studio with settings: the sales tax cases change its tax and put it back (an update the sales tax trigger sees).
  const studio = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
  if (!(await studio.get()).exists) batch.set(studio, { ...DEMO_STUDIO_INPUT, salesTax: NO_SALES_TAX });
  await batch.commit();
  // Reports sum what the server stores: each booking's owedTotal, written by its creation trigger.
  await owedTotalsBecome({ b1: 3000, b2: 800, b3: 1500, b4: 3000, b5: 3000 });
  [owner, customer] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor('ada.books@example.com')]);
});

/** Waits until the seeded bookings carry these owedTotals (and a payment status), as the functions derive them. */
async function owedTotalsBecome(expected: Record<string, number>, statuses: Record<string, string> = {}) {
  const wanted = JSON.stringify({ owed: expected, statuses });
  let seen = '';
  const read = async () => {
    const docs = await Promise.all(Object.keys(expected).map((id) => db.collection(COLLECTIONS.bookings).doc(id).get()));
    const owed = Object.fromEntries(docs.map((doc) => [doc.id, doc.get('owedTotal') as number]));
    const status = Object.fromEntries(
      Object.keys(statuses).map((id) => [id, docs.find((doc) => doc.id === id)?.get('paymentStatus') as string]),
    );
    seen = JSON.stringify({ owed, statuses: status });
    return seen === wanted ? true : undefined;
  };
  // 60 s: the first wait includes loading the totals trigger in the Functions emulator, which took
  // over 15 s once on a machine carrying two test runs, and over 30 s at a load average of 26.
  await eventually(read, `owedTotals ${wanted}`, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}; last seen ${seen}`);
  });
}

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('the Reports figures', () => {
  it('match the seeded ledger: by month, by method, refunds, outstanding, held deposits and packages', async () => {
    const response = await call(owner, booksApi.reports(PERIOD.from, PERIOD.to));
    expect(response.status).toBe(200);
    const figures = (await response.json()) as ReportFigures;
    expect(figures.byMonth).toEqual([
      { month: '2031-01', amount: 1140, count: 2 },
      { month: '2031-02', amount: 300, count: 4 },
      { month: '2031-03', amount: 660, count: 2 },
    ]);
    // The card at the studio and the card paid online (Stripe) apart.
    expect(Object.fromEntries(figures.byMethod.map((m) => [m.method, [m.amount, m.count]]))).toEqual({
      cash: [240, 3],
      'bank-transfer': [700, 2],
      upi: [560, 1],
      card: [500, 1],
      'card-online': [100, 1],
    });
    expect(figures.refunds).toEqual({ amount: 200, count: 1 });
    // b1 owes 2,100 and b3 1,100; b2 is paid, b4 cancelled, b5's event is after the period.
    expect(figures.outstanding).toEqual({ amount: 3200, count: 2 });
    // Every confirmed booking is still ahead of today: b1, b3 and b5.
    expect(figures.heldForFutureEvents).toEqual({ amount: 2300, count: 3 });
    expect(figures.byPackage).toEqual([
      { packageId: 'pkg-gold', packageName: 'Gold Wedding', booked: 3000, received: 900, count: 1 },
      { packageId: '', packageName: 'Custom and removed packages', booked: 1500, received: 400, count: 1 },
      { packageId: 'pkg-silver', packageName: 'Silver Portrait', booked: 800, received: 800, count: 1 },
    ]);
  });

  it('are the owner’s alone, and refuse a period that makes no sense', async () => {
    expect((await call(null, booksApi.reports(PERIOD.from, PERIOD.to))).status).toBe(401);
    const refused = await call(customer, booksApi.reports(PERIOD.from, PERIOD.to));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Only the studio owner can see the studio’s books.');
    const backwards = await call(owner, booksApi.reports('2031-03-31', '2031-01-01'));
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toBe('The period must end on or after its first day');
    expect((await call(owner, booksApi.reports('2031-02-30', '2031-03-01'))).status).toBe(400);
  });
});

/** The rows of a CSV download (no quoted commas in this seed), each keyed by its header. */
async function csvRows(response: Response): Promise<Record<string, string>[]> {
  const [header, ...lines] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])));
}

describe('outstanding in each sales tax mode, summed from owedTotal', () => {
  const outstanding = async () =>
    ((await (await call(owner, booksApi.reports(PERIOD.from, PERIOD.to))).json()) as ReportFigures).outstanding;

  it('included in prices: what is owed is the price, as without tax', async () => {
    await withStudioSalesTax(db, { mode: 'included', ratePercent: 10 }, async () => {
      await owedTotalsBecome({ b1: 3000, b2: 800, b3: 1500 });
      // b1 owes 3,000 − 900 and b3 1,500 − 400; b2 is paid.
      expect(await outstanding()).toEqual({ amount: 3200, count: 2 });
    });
  });

  it('added to prices: the change recounts each booking, and the bookings export agrees', async () => {
    const added = { mode: 'added', ratePercent: 10 } as const;
    await withStudioSalesTax(db, added, async () => {
      // The sales tax trigger derives again: b2's $800 no longer covers $880, so it owes again.
      await owedTotalsBecome({ b1: 3300, b2: 880, b3: 1650, b5: 3300 }, { b2: 'deposit-paid' });
      const figures = (await (await call(owner, booksApi.reports(PERIOD.from, PERIOD.to))).json()) as ReportFigures;
      // b1 $3,300 − $900, b2 $880 − $800, b3 $1,650 − $400; b4 is cancelled, b5 after the period.
      expect(figures.outstanding).toEqual({ amount: 3730, count: 3 });
      expect(figures.salesTax).toEqual(added);
      const rows = await csvRows(await call(owner, booksApi.export('bookings', PERIOD.from, PERIOD.to)));
      expect(rows.map((row) => [row.Booking, row.Price, row.Owed, row.Paid, row.Outstanding])).toEqual([
        ['b1', '3000', '3300', '900', '2400'],
        ['b4', '3000', '3300', '0', '0'],
        ['b2', '800', '880', '800', '80'],
        ['b3', '1500', '1650', '400', '1250'],
      ]);
    });
    // Back to no tax: b2 is paid in full again, and nothing of the tax is left in the figures.
    await owedTotalsBecome({ b1: 3000, b2: 800, b3: 1500, b5: 3000 }, { b2: 'paid' });
    expect(await outstanding()).toEqual({ amount: 3200, count: 2 });
  });

  it('a new request gets what it owes from its creation trigger, and its instalments add up to it once confirmed', async () => {
    const bookings = db.collection(COLLECTIONS.bookings);
    await withStudioSalesTax(db, { mode: 'added', ratePercent: 8.875 }, async () => {
      await bookings
        .doc('b6')
        .set({ ...booking('pkg-silver', 'Silver Portrait', 'pending', '2031-06-01', 1999, 0, 'unpaid'), packageDeposit: 599 });
      // 1,999 + 177.41… rounded: 2,176.
      await owedTotalsBecome({ b6: 2176 });
      await bookings.doc('b6').update({ status: 'confirmed', 'statusAt.confirmed': Timestamp.now() });
      const schedule = await eventually(
        async () => (await bookings.doc('b6').get()).get('schedule') as { amount: number }[] | undefined,
        'b6 schedule',
      );
      expect(schedule.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(2176);
    });
    await bookings.doc('b6').delete();
    await owedTotalsBecome({ b1: 3000, b2: 800, b3: 1500, b5: 3000 }, { b2: 'paid' });
  });

  it('the backfill gives a booking stored before owedTotal existed its figure', async () => {
    const bookings = db.collection(COLLECTIONS.bookings);
    // As stored before the field: no trigger puts it back (no price, status or date moved).
    await bookings.doc('b3').update({ owedTotal: FieldValue.delete() });
    // The aggregation over owedTotal leaves out a booking without it altogether: only b1 is counted.
    expect(await outstanding()).toEqual({ amount: 2100, count: 1 });
    const { unreadable } = await recountOwedTotals(db, new Date(), BOOKING_STATUSES);
    expect(unreadable).not.toContain('b3');
    expect((await bookings.doc('b3').get()).get('owedTotal')).toBe(1500);
    expect(await outstanding()).toEqual({ amount: 3200, count: 2 });
  });
});

describe('the CSV export', () => {
  it('downloads the payments of the period: a BOM, a header row, ISO dates, plain amounts and the currency', async () => {
    const response = await call(owner, booksApi.export('payments', PERIOD.from, PERIOD.to));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="style-and-story-payments-2031-01-01-to-2031-03-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\n');
    expect(lines[0]).toBe('Receipt,Received on,Kind,Amount,Method,Stripe event,Booking,Reverses,Note,Recorded at,Currency');
    // Paid online: the card entry names its Stripe event; a card at the studio has none.
    expect(lines.find((line) => line.startsWith('p8,'))).toContain(',card,evt_books_1,b3,');
    expect(lines.find((line) => line.startsWith('p4,'))).toContain(',card,,b3,');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'p1,2031-01-10,payment,900',
      'p2,2031-01-20,payment,240',
      'p4,2031-02-02,payment,500',
      'p6,2031-02-05,payment,100',
      'p6-reversal,2031-02-06,reversal,-100',
      'p5,2031-02-10,refund,-200',
      'p3,2031-03-01,payment,560',
      'p8,2031-03-10,payment,100',
    ]);
    expect(lines[1]).toMatch(/,2031-01-10T12:00:00\.000Z,[A-Z]{3}$/);
  });

  it('downloads bookings by their event day and frame orders by the day they were placed', async () => {
    const bookings = await csvRows(await call(owner, booksApi.export('bookings', PERIOD.from, PERIOD.to)));
    // Without a sales tax the owed price is the price; nothing is owed on a cancelled booking.
    expect(bookings.map((row) => [row.Booking, row.Price, row.Owed, row.Paid, row.Outstanding])).toEqual([
      ['b1', '3000', '3000', '900', '2100'],
      ['b4', '3000', '3000', '0', '0'],
      ['b2', '800', '800', '800', '0'],
      ['b3', '1500', '1500', '400', '1100'],
    ]);
    const orders = await call(owner, booksApi.export('frame-orders', PERIOD.from, PERIOD.to));
    expect(orders.status).toBe(200);
    expect(
      (await orders.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')[0],
    ).toMatch(/^Order,Placed at,Status,/);
  });

  it('refuses anyone but the owner and an unknown kind', async () => {
    expect((await call(customer, booksApi.export('payments', PERIOD.from, PERIOD.to))).status).toBe(403);
    expect((await call(owner, `/api/books/export/everything?from=${PERIOD.from}&to=${PERIOD.to}`)).status).toBe(404);
  });
});
