import { formatPrice } from '@common/format';
import type { ReportFigures } from '@common/books';
import { countOf } from './report-tables';

function Headline({ label, amount, note }: { label: string; amount: number; note: string }) {
  return (
    <div className="flex flex-col rounded-2xl border border-sand bg-white p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-3 text-3xl font-semibold leading-none tracking-tight text-ink tabular-nums sm:text-4xl">{formatPrice(amount)}</dd>
      <dd className="mt-2 text-xs text-muted">{note}</dd>
    </div>
  );
}

/** The numbers of the period an accountant asks for first; gallery extras are their own line (issue 38). */
export function ReportHeadlines({ figures }: { figures: ReportFigures }) {
  const net = figures.byMonth.reduce((sum, m) => sum + m.amount, 0);
  const count = figures.byMonth.reduce((sum, m) => sum + m.count, 0);
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
      <Headline label="Net received" amount={net} note={`${countOf.entries(count)} in the period, refunds taken off`} />
      <Headline label="Refunds" amount={figures.refunds.amount} note={`${countOf.entries(figures.refunds.count)} in the period`} />
      <Headline
        label="Outstanding"
        amount={figures.outstanding.amount}
        note={`Still owed${figures.salesTax.mode === 'added' ? ' (with sales tax)' : ''} on ${countOf.bookings(figures.outstanding.count)} with events in the period`}
      />
      <Headline
        label="Held for future events"
        amount={figures.heldForFutureEvents.amount}
        note={`Paid on ${countOf.bookings(figures.heldForFutureEvents.count)} confirmed, event still ahead (as of today)`}
      />
      <Headline
        label="Gallery extras"
        amount={figures.galleryExtras.amount}
        note={`${countOf.entries(figures.galleryExtras.count)}: photos bought from client galleries, apart from bookings`}
      />
      <Headline
        label="Gallery extensions"
        amount={figures.galleryExtensions.amount}
        note={`${countOf.entries(figures.galleryExtensions.count)}: more days of downloads bought from client galleries`}
      />
    </dl>
  );
}
