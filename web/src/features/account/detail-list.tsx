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
