import { stringify } from 'csv-stringify/sync';
import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import type { ExportKind, Period } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays, startOfDayIn } from '../../../common/days';
import { owedOn } from '../../../common/payments';
import type { SalesTax } from '../../../common/sales-tax';

// The accountant's CSV files: one row per document in the period, a header row, ISO dates, plain
// numbers (whole units) with the currency in its own column, and a UTF-8 byte-order mark so a
// spreadsheet reads accents and the currency sign right. Bookings are placed by their event day,
// payments by the day the money arrived, frame orders by the moment they were placed (studio days).

type StudioBooks = { currency: string; timeZone: string; salesTax: SalesTax };
type Column = [header: string, value: (doc: DocumentSnapshot, studio: StudioBooks) => unknown];

/** A field's value (a dotted path reads into a map), or `fallback` where it is absent or null. */
const field =
  (name: string, fallback: unknown = '') =>
  (doc: DocumentSnapshot) =>
    doc.get(name) ?? fallback;
const documentId = (doc: DocumentSnapshot) => doc.id;
const isoMoment = (name: string) => (doc: DocumentSnapshot) => {
  const value = doc.get(name) as { toDate?: () => Date } | undefined;
  return value?.toDate ? value.toDate().toISOString() : '';
};

interface ExportSpec {
  collection: string;
  /** The query for the period, ordered by the field that places a row in it. */
  inPeriod: (query: Query, period: Period, timeZone: string) => Query;
  columns: Column[];
}

/** A booking's price with the sales tax when it is added to prices (owedOn, as the server derives it). */
const owedPrice = (doc: DocumentSnapshot, studio: StudioBooks) =>
  owedOn({ packagePrice: Number(doc.get('packagePrice')), packageDeposit: Number(doc.get('packageDeposit')) }, studio.salesTax).price;
/** What is left of it to pay; nothing on a booking the studio declined or that was cancelled. */
const stillOwed = (doc: DocumentSnapshot, studio: StudioBooks) =>
  ['declined', 'cancelled'].includes(String(doc.get('status'))) ? 0 : Math.max(owedPrice(doc, studio) - Number(doc.get('paidTotal')), 0);

/** Rows placed by a day field ("YYYY-MM-DD"): the period's days, inclusive. */
const byDay = (name: string) => (query: Query, period: Period) =>
  query.where(name, '>=', period.from).where(name, '<=', period.to).orderBy(name);

/** Rows placed by a timestamp: from the start of the period's first studio day to the start of the day after its last. */
const byMoment = (name: string) => (query: Query, period: Period, timeZone: string) =>
  query
    .where(name, '>=', startOfDayIn(timeZone, period.from))
    .where(name, '<', startOfDayIn(timeZone, addUtcDays(period.to, 1)))
    .orderBy(name);

/**
 * A ledger's entries (payments, galleryPayments), by the day the money arrived: the receipt, how the
 * money came (paid online: the Stripe event that recorded it; a card at the studio has none), then
 * what the entry is for (`about`), its note and when it was recorded.
 */
const ledger = (collection: string, about: Column[]): ExportSpec => ({
  collection,
  inPeriod: byDay('receivedOn'),
  columns: [
    ['Receipt', documentId],
    ['Received on', field('receivedOn')],
    ['Kind', field('kind')],
    ['Amount', field('amount')],
    ['Method', field('method')],
    ['Stripe event', field('stripe.eventId')],
    ...about,
    ['Note', field('note')],
    ['Recorded at', isoMoment('createdAt')],
  ],
});

const SPECS: Record<ExportKind, ExportSpec> = {
  bookings: {
    collection: COLLECTIONS.bookings,
    inPeriod: byDay('eventDate'),
    columns: [
      ['Booking', documentId],
      ['Event date', field('eventDate')],
      ['Status', field('status')],
      ['Customer', field('name')],
      ['Email', field('email')],
      ['Phone', field('phone')],
      ['Package', field('packageName')],
      ['Event type', field('eventType')],
      ['Price', field('packagePrice')],
      ['Deposit', field('packageDeposit')],
      ['Owed', owedPrice],
      ['Paid', field('paidTotal')],
      ['Outstanding', stillOwed],
      ['Payment status', field('paymentStatus')],
      ['Payment method', field('paymentMethod')],
      ['Booked at', isoMoment('createdAt')],
    ],
  },
  payments: ledger(COLLECTIONS.payments, [
    ['Booking', field('bookingId')],
    ['Reverses', field('reverses')],
  ]),
  'frame-orders': {
    collection: COLLECTIONS.frameOrders,
    inPeriod: byMoment('createdAt'),
    columns: [
      ['Order', documentId],
      ['Placed at', isoMoment('createdAt')],
      ['Status', field('status')],
      ['Customer', field('name')],
      ['Email', field('email')],
      ['Frame', field('frameName')],
      ['Size', field('size')],
      ['Quantity', field('quantity')],
      ['Unit price', field('unitPrice')],
      ['Total', (doc) => Number(doc.get('unitPrice')) * Number(doc.get('quantity'))],
      ['Fulfilment', field('fulfilment')],
    ],
  },
  // Issue 38: photos bought from client galleries and extensions of their downloads, by the day the money arrived.
  'gallery-extras': ledger(COLLECTIONS.galleryPayments, [
    ['Gallery', field('galleryId')],
    ['Photos', (doc) => ((doc.get('photoIds') as string[] | undefined) ?? []).length],
    // Extras or an extension (entries before extensions name none: extras), and what a refund gives back on.
    ['For', field('purpose', 'extras')],
    ['Downloads until', field('extension.until')],
    ['Adjusts', field('adjusts')],
  ]),
  // Issue 35: the leads whose first inquiry came in the period (docs/inquiries.md).
  leads: {
    collection: COLLECTIONS.leads,
    inPeriod: byMoment('firstInquiryAt'),
    columns: [
      ['Lead', documentId],
      ['First inquiry at', isoMoment('firstInquiryAt')],
      ['Last inquiry at', isoMoment('lastInquiryAt')],
      ['Name', field('name')],
      ['Email', field('email')],
      ['Phone', field('phone')],
      ['Event type', field('eventType')],
      ['Event date', field('eventDate')],
      ['Source', field('channel')],
      ['Inquiries', field('inquiries')],
      ['Stage', field('stage')],
      ['Lost reason', field('lostReason')],
      ['First answer at', isoMoment('firstReplyAt')],
      ['Booking', field('bookingId')],
    ],
  },
};

/** The CSV text of one kind of record over a period, amounts in the studio's currency. */
export async function exportCsv(db: Firestore, kind: ExportKind, period: Period, studio: StudioBooks) {
  const spec = SPECS[kind];
  const snapshot = await spec.inPeriod(db.collection(spec.collection), period, studio.timeZone).get();
  const columns = [...spec.columns, ['Currency', () => studio.currency] as Column];
  return stringify(
    snapshot.docs.map((doc) => columns.map(([, value]) => value(doc, studio))),
    { header: true, columns: columns.map(([header]) => header), bom: true },
  );
}

/** The download's file name: style-and-story-payments-2027-01-01-to-2027-03-31.csv */
export const exportFileName = (kind: ExportKind, period: Period) => `style-and-story-${kind}-${period.from}-to-${period.to}.csv`;
