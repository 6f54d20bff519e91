import type { ReactNode } from 'react';

/** A two-column list of facts (term → value) used by receipts and the profile. */
export function DetailList({ items, className = '' }: { items: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm ${className}`}>
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="break-words text-right text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts laid out as a grid of small label-over-value pairs (roomy cards on the profile). */
export function FactGrid({ items, className = '' }: { items: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 ${className}`}>
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wider text-muted">{term}</dt>
          <dd className="mt-1 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
