import type { ReactNode } from 'react';
import { formatMonth, formatPrice } from '@common/format';
import { REPORT_METHOD_LABELS, type ReportFigures } from '@common/books';
import { Panel } from '@/components/admin/panel';
import { cn } from '@/lib/cn';

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
const bookings = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/** `wideOnly`: a column left out on phones, whose figure the row's first cell repeats there. */
function Table({ caption, head, wideOnly, children }: { caption: string; head: string[]; wideOnly?: number; children: ReactNode }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand text-xs uppercase tracking-wide text-muted">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={cn(i === 0 ? 'py-2 pr-4 font-semibold' : 'py-2 pl-4 text-right font-semibold', i === wideOnly && WIDE_ONLY)}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

const WIDE_ONLY = 'hidden sm:table-cell';

const Cell = ({ children, first, wideOnly }: { children: ReactNode; first?: boolean; wideOnly?: boolean }) =>
  first ? (
    <th scope="row" className="py-3 pr-4 font-medium text-ink">
      {children}
    </th>
  ) : (
    <td className={cn('whitespace-nowrap py-3 pl-4 text-right text-ink-soft', wideOnly && WIDE_ONLY)}>{children}</td>
  );

/** Net money in each month, with a bar against the best month so the shape of the year reads at a glance. */
export function ByMonth({ rows }: { rows: ReportFigures['byMonth'] }) {
  const best = Math.max(1, ...rows.map((r) => r.amount));
  return (
    <Panel title="Received by month">
      <Table caption="Net money received by month" head={['Month', 'Net received', 'Entries']}>
        {rows.map((row) => (
          <tr key={row.month} className="border-b border-sand/60 last:border-0">
            <Cell first>{formatMonth(row.month)}</Cell>
            <td className="py-3 pl-4 text-right text-ink">
              <span className="flex items-center justify-end gap-3">
                <span
                  aria-hidden="true"
                  className="hidden h-2 rounded-full bg-champagne sm:block"
                  style={{ width: `${Math.max(0, (row.amount / best) * 8)}rem` }}
                />
                {formatPrice(row.amount)}
              </span>
            </td>
            <Cell>{entries(row.count)}</Cell>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}

export function ByMethod({ rows }: { rows: ReportFigures['byMethod'] }) {
  return (
    <Panel title="Received by method">
      <Table caption="Net money received by payment method" head={['Method', 'Net received', 'Entries']}>
        {rows.map((row) => (
          <tr key={row.method} className="border-b border-sand/60 last:border-0">
            <Cell first>{REPORT_METHOD_LABELS[row.method]}</Cell>
            <Cell>{formatPrice(row.amount)}</Cell>
            <Cell>{entries(row.count)}</Cell>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}

/** "Booked" is the package prices; with a sales tax added to them, the table says the tax is not in it. */
export function ByPackage({ rows, taxAdded }: { rows: ReportFigures['byPackage']; taxAdded: boolean }) {
  return (
    <Panel title="Revenue by package">
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No confirmed or completed event falls in this period.</p>
      ) : (
        <Table
          caption="Booked value and money received by package, for events in the period"
          head={['Package', taxAdded ? 'Booked, before sales tax' : 'Booked', 'Received', 'Bookings']}
          wideOnly={3}
        >
          {rows.map((row) => (
            <tr key={row.packageId || 'others'} className="border-b border-sand/60 last:border-0">
              <Cell first>
                {row.packageName}
                {/* Phones: the count under the name, so three columns fit without scrolling sideways. */}
                <span className="block text-xs font-normal text-muted sm:hidden">{bookings(row.count)}</span>
              </Cell>
              <Cell>{formatPrice(row.booked)}</Cell>
              <Cell>{formatPrice(row.received)}</Cell>
              <Cell wideOnly>{bookings(row.count)}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

export const countOf = { entries, bookings };
