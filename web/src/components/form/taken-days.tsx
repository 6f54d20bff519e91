import { useState } from 'react';
import { formatIsoDayShort } from '@common/format';

const SHOWN = 8;

/** The days already taken (confirmed or blocked), next first: a date box cannot grey them out itself. */
export function TakenDays({ days, className = '' }: { days: readonly string[]; className?: string }) {
  const [all, setAll] = useState(false);
  if (days.length === 0) return null;
  const shown = all ? days : days.slice(0, SHOWN);
  return (
    <section aria-labelledby="taken-days-title" className={`rounded-2xl border border-sand bg-ivory/70 px-4 py-3 ${className}`}>
      <h3 id="taken-days-title" className="font-sans text-sm font-medium text-ink-soft">
        Dates already taken
      </h3>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {shown.map((day) => (
          <li key={day} className="rounded-full border border-sand bg-white px-3 py-1 text-xs text-muted line-through decoration-muted/60">
            <time dateTime={day}>{formatIsoDayShort(day)}</time>
            <span className="sr-only"> (unavailable)</span>
          </li>
        ))}
      </ul>
      {days.length > SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="mt-2 text-xs font-semibold text-ink underline underline-offset-4">
          {all ? 'Show fewer' : `Show all ${days.length}`}
        </button>
      )}
    </section>
  );
}
