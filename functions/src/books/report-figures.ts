import { AggregateField, type Firestore, type Query } from 'firebase-admin/firestore';
import { monthsOf, type PackageRevenue, type Period, type ReportFigures, type Tally } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import type { SalesTax } from '../../../common/sales-tax';
import { PAYMENT_STATUSES } from '../../../common/schemas/orders';
import { PAYMENT_CHANNELS } from '../../../common/schemas/payments';
import { LEDGER_EVENT_TYPES } from '../online-payments/webhook-events';

// The Reports figures, each from Firestore aggregation queries (sum and count on the server): the
// function never loads the ledger or the bookings, so a report costs the same for 50 bookings as
// for 50,000 (one read per 1,000 index entries). Amounts are whole units, as stored.
// "Outstanding" sums owedTotal − paidTotal: what a booking owes with the sales tax rounded per
// booking (owedOn) is stored on it by the server (payments/derive-totals.ts) and derived again
// when the tax changes, so no mode needs the bookings read.
// Indexes: payments(method, receivedOn), payments(kind, receivedOn), payments(stripe.eventType,
// receivedOn), bookings(status, eventDate), bookings(paymentStatus, status, eventDate),
// bookings(packageId, status, eventDate).

/** Bookings whose money counts: the studio holds the date (confirmed) or has done the work (completed). */
const BOOKED = ['confirmed', 'completed'];
/** Every payment status but "paid": what is owed is owedTotal − paid only while paid < owedTotal. */
const OWING = PAYMENT_STATUSES.filter((status) => status !== 'paid');

async function tally(query: Query, field: string): Promise<Tally> {
  const snapshot = await query.aggregate({ amount: AggregateField.sum(field), count: AggregateField.count() }).get();
  const { amount, count } = snapshot.data();
  return { amount: amount ?? 0, count };
}

async function priceAndPaid(query: Query): Promise<{ booked: number; received: number; count: number }> {
  const snapshot = await query
    .aggregate({ booked: AggregateField.sum('packagePrice'), received: AggregateField.sum('paidTotal'), count: AggregateField.count() })
    .get();
  const { booked, received, count } = snapshot.data();
  return { booked: booked ?? 0, received: received ?? 0, count };
}

/** What is owed less what is paid over the owing bookings: owedTotal (the price with the sales tax, as the server derived it) summed by the server, whatever the tax mode. */
async function outstanding(query: Query): Promise<Tally> {
  const snapshot = await query
    .aggregate({ owed: AggregateField.sum('owedTotal'), paid: AggregateField.sum('paidTotal'), count: AggregateField.count() })
    .get();
  const { owed, paid, count } = snapshot.data();
  return { amount: (owed ?? 0) - (paid ?? 0), count };
}

/** The card money split by where it was paid: online through Stripe (entries of its events) or at the studio (the rest). */
async function byMethod(payments: Query, received: (query: Query) => Promise<Tally>) {
  const channels = await Promise.all(
    PAYMENT_CHANNELS.map(async (method) => ({ method, ...(await received(payments.where('method', '==', method))) })),
  );
  const online = await received(payments.where('stripe.eventType', 'in', [...LEDGER_EVENT_TYPES]));
  return [
    ...channels.map((row) =>
      row.method === 'card' ? { ...row, amount: row.amount - online.amount, count: row.count - online.count } : row,
    ),
    { method: 'card-online' as const, ...online },
  ];
}

export async function reportFigures(db: Firestore, period: Period, today: string, salesTax: SalesTax): Promise<ReportFigures> {
  const payments = db.collection(COLLECTIONS.payments);
  const bookings = db.collection(COLLECTIONS.bookings);
  const received = (query: Query, from: string, to: string) =>
    tally(query.where('receivedOn', '>=', from).where('receivedOn', '<=', to), 'amount');
  const eventsInPeriod = (query: Query) =>
    query.where('status', 'in', BOOKED).where('eventDate', '>=', period.from).where('eventDate', '<=', period.to);

  const galleryPayments = db.collection(COLLECTIONS.galleryPayments);
  const [byMonth, methods, refunds, owing, heldForFutureEvents, byPackage, galleryTotal, galleryExtensions] = await Promise.all([
    Promise.all(monthsOf(period.from, period.to).map(async (m) => ({ month: m.month, ...(await received(payments, m.from, m.to)) }))),
    byMethod(payments, (query) => received(query, period.from, period.to)),
    received(payments.where('kind', '==', 'refund'), period.from, period.to).then((t) => ({ ...t, amount: -t.amount })),
    outstanding(eventsInPeriod(bookings.where('paymentStatus', 'in', OWING))),
    tally(bookings.where('status', '==', 'confirmed').where('eventDate', '>=', today), 'paidTotal'),
    revenueByPackage(db, eventsInPeriod),
    received(galleryPayments, period.from, period.to),
    // Extensions have their purpose; extras are the rest (entries before extensions name none).
    received(galleryPayments.where('purpose', '==', 'extension'), period.from, period.to),
  ]);
  return {
    period,
    byMonth,
    byMethod: methods,
    refunds,
    outstanding: owing,
    heldForFutureEvents,
    byPackage,
    galleryExtras: { amount: galleryTotal.amount - galleryExtensions.amount, count: galleryTotal.count - galleryExtensions.count },
    galleryExtensions,
    salesTax,
  };
}

/**
 * One aggregation per package of the catalogue (the owner's own short list), and what is left of
 * the total under "Custom and removed packages": bookings of a custom link or of a package since
 * deleted, which the catalogue no longer names.
 */
async function revenueByPackage(db: Firestore, eventsInPeriod: (query: Query) => Query): Promise<PackageRevenue[]> {
  const bookings = db.collection(COLLECTIONS.bookings);
  const catalogue = await db.collection(COLLECTIONS.packages).select('name').get();
  const [total, ...rows] = await Promise.all([
    priceAndPaid(eventsInPeriod(bookings)),
    ...catalogue.docs.map(async (doc) => ({
      packageId: doc.id,
      packageName: String(doc.get('name')),
      ...(await priceAndPaid(eventsInPeriod(bookings.where('packageId', '==', doc.id)))),
    })),
  ]);
  const listed = rows.reduce(
    (sum, row) => ({ booked: sum.booked + row.booked, received: sum.received + row.received, count: sum.count + row.count }),
    {
      booked: 0,
      received: 0,
      count: 0,
    },
  );
  const others: PackageRevenue = {
    packageId: '',
    packageName: 'Custom and removed packages',
    booked: total.booked - listed.booked,
    received: total.received - listed.received,
    count: total.count - listed.count,
  };
  return [...rows.filter((row) => row.count > 0), ...(others.count > 0 ? [others] : [])].sort((a, b) => b.booked - a.booked);
}
