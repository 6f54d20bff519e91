import { z } from 'zod';
import { addUtcDays, isCalendarDay, monthStart } from './days';
import { PAYMENT_CHANNEL_LABELS } from './payments';
import type { SalesTax } from './sales-tax';
import type { PaymentChannel } from './schemas/payments';

// The owner's books: the Reports figures and the CSV exports, both answered by the booksApi
// function (Hosting rewrite /api/books/**) from the server's own queries, for the owner only.

export const BOOKS_API_PREFIX = '/api/books';

export const EXPORT_KINDS = ['bookings', 'payments', 'frame-orders', 'gallery-extras', 'leads'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_LABELS: Record<ExportKind, string> = {
  bookings: 'Bookings',
  payments: 'Payments',
  'frame-orders': 'Frame orders',
  'gallery-extras': 'Gallery extras and extensions',
  leads: 'Leads',
};

const periodQuery = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const booksApi = {
  /** POST: a customer's transfer slip (JSON with the file in base64); GET …/file: the file, for its customer or the owner. */
  slips: `${BOOKS_API_PREFIX}/slips`,
  slipFile: (slipId: string) => `${BOOKS_API_PREFIX}/slips/${encodeURIComponent(slipId)}/file`,
  reports: (from: string, to: string) => `${BOOKS_API_PREFIX}/reports?${periodQuery(from, to)}`,
  export: (kind: ExportKind, from: string, to: string) => `${BOOKS_API_PREFIX}/export/${kind}?${periodQuery(from, to)}`,
};

/** The longest period one report covers: two years of months keeps the queries bounded. */
const MAX_REPORT_MONTHS = 24;

const day = z.string().refine(isCalendarDay, 'Use a date such as 2027-05-30');

/** A period of whole days, both ends included. */
export const periodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: 'The period must end on or after its first day', path: ['to'] })
  .refine((p) => monthsOf(p.from, p.to).length <= MAX_REPORT_MONTHS, {
    message: `Choose a period of at most ${MAX_REPORT_MONTHS} months`,
    path: ['from'],
  });
export type Period = z.infer<typeof periodSchema>;

/** The calendar months a period touches, each clipped to the period: [{month: '2027-05', from, to}]. */
export function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months = [];
  for (let start = monthStart(from); start <= to && months.length <= MAX_REPORT_MONTHS;) {
    const next = nextMonth(start);
    const last = addUtcDays(next, -1);
    months.push({ month: start.slice(0, 7), from: start < from ? from : start, to: last > to ? to : last });
    start = next;
  }
  return months;
}

function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * How money arrived, as Reports counts it: the owner's channels, with a card paid online (an entry
 * the Stripe webhook wrote, method 'card') apart from a card taken at the studio.
 */
type ReportMethod = PaymentChannel | 'card-online';

export const REPORT_METHOD_LABELS: Record<ReportMethod, string> = {
  ...PAYMENT_CHANNEL_LABELS,
  'card-online': 'Card, paid online (Stripe)',
};

/** Money and how many entries or bookings make it up. */
export type Tally = { amount: number; count: number };

export type PackageRevenue = { packageId: string; packageName: string; booked: number; received: number; count: number };

/** What the Reports screen shows for a period; every figure comes from an aggregation query. */
export type ReportFigures = {
  period: Period;
  /** Net money received each month (payments less refunds, corrections applied), by the day it arrived. */
  byMonth: ({ month: string } & Tally)[];
  /** The same net money over the whole period, by how it arrived. */
  byMethod: ({ method: ReportMethod } & Tally)[];
  /** Money handed back in the period. */
  refunds: Tally;
  /** Still owed on confirmed or completed bookings whose event falls in the period: with the sales tax when it is added to prices (owedOn). */
  outstanding: Tally;
  /** Paid on confirmed bookings whose event is still ahead (today onwards, in the studio's time zone): today, not the period. */
  heldForFutureEvents: Tally;
  /** Confirmed or completed bookings whose event falls in the period, by package: price booked and money received. */
  byPackage: PackageRevenue[];
  /** Issue 38: photos bought from client galleries (galleryPayments but the extensions), net, by the day paid: a line of revenue apart from the bookings'. */
  galleryExtras: Tally;
  /** Issue 38: paid extensions of galleries' downloads (galleryPayments of purpose 'extension'), net, by the day paid: a line of their own. */
  galleryExtensions: Tally;
  /** The studio's sales tax as the report counted it: "booked" is always the prices before a tax added to them. */
  salesTax: SalesTax;
};
