import { useState, type FormEvent } from 'react';
import { periodSchema, type Period } from '@common/books';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { periodPresets } from './report-period';

/** The period of the report: quick choices, or any two days (both included). */
export function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<{ from?: string; to?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = periodSchema.safeParse(draft);
    if (!parsed.success) {
      setError(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setError({});
    onChange(parsed.data);
  };
  const choose = (chosen: Period) => {
    setDraft(chosen);
    setError({});
    onChange(chosen);
  };
  return (
    <div className="rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div role="group" aria-label="Quick periods" className="flex flex-wrap gap-2">
        {periodPresets(today).map(({ label, period: preset }) => {
          const current = preset.from === period.from && preset.to === period.to;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={current}
              onClick={() => choose(preset)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-dark',
                current ? 'border-ink bg-ink text-white' : 'border-sand text-ink-soft hover:border-champagne hover:text-ink',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          error={error.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label="To (included)"
          type="date"
          value={draft.to}
          error={error.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7">
          Show this period
        </Button>
      </form>
    </div>
  );
}
