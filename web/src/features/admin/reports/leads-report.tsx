import { useMemo } from 'react';
import type { Period } from '@common/books';
import { addUtcDays, startOfStudioDay } from '@common/days';
import { formatWait, leadReport } from '@common/leads';
import { SOURCE_LABELS } from '@common/schemas/leads';
import { Loaded } from '@/components/ui/loaded';
import { useLeadsBetween } from '@/data/leads';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Reports → Leads (docs/inquiries.md): the leads that first asked in the period, by source, how many booked, how fast they were answered, why some were lost. */
export function LeadsReport({ period }: { period: Period }) {
  const from = useMemo(() => startOfStudioDay(period.from), [period.from]);
  const to = useMemo(() => startOfStudioDay(addUtcDays(period.to, 1)), [period.to]);
  return (
    <section aria-labelledby="leads-report" className="rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <h2 id="leads-report" className="text-2xl font-semibold text-ink">
        Leads
      </h2>
      <Loaded
        result={useLeadsBetween(from, to)}
        what="the leads"
        loading={<div aria-hidden="true" className="mt-4 h-32 animate-pulse rounded-2xl bg-linen" />}
      >
        {(rows) => {
          const report = leadReport(rows);
          if (report.leads === 0) return <p className="mt-3 text-sm text-muted">No inquiries came in this period.</p>;
          return (
            <div className="mt-4 grid gap-6 lg:grid-cols-2">
              <dl className="grid grid-cols-2 gap-4 lg:col-span-2 lg:grid-cols-4">
                {[
                  ['Leads', String(report.leads)],
                  ['Inquiries', String(report.inquiries)],
                  ['Converted to bookings', `${percent(report.conversion)} (${report.booked})`],
                  [
                    'Median time to your first answer',
                    report.medianFirstReplyMinutes === null ? 'No answers yet' : formatWait(report.medianFirstReplyMinutes),
                  ],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-2xl bg-linen px-4 py-3">
                    <dt className="text-sm text-muted">{label}</dt>
                    <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
              <table className="w-full text-left text-sm">
                <caption className="pb-2 text-left font-semibold text-ink">By source</caption>
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      Source
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Leads
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Inquiries
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Bookings
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand">
                  {report.bySource.map((row) => (
                    <tr key={row.channel}>
                      <th scope="row" className="py-2 font-medium text-ink">
                        {SOURCE_LABELS[row.channel]}
                      </th>
                      <td className="py-2 text-right tabular-nums">{row.leads}</td>
                      <td className="py-2 text-right tabular-nums">{row.inquiries}</td>
                      <td className="py-2 text-right tabular-nums">
                        {row.booked} ({percent(row.conversion)})
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div>
                <h3 className="pb-2 font-sans text-sm font-semibold text-ink">Why leads were lost</h3>
                {report.lostReasons.length === 0 ? (
                  <p className="text-sm text-muted">None lost in this period.</p>
                ) : (
                  <ul className="divide-y divide-sand text-sm">
                    {report.lostReasons.map(({ reason, count }) => (
                      <li key={reason} className="flex justify-between py-2">
                        <span>{reason}</span>
                        <span className="tabular-nums">{count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
