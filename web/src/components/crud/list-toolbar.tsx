import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from '@/components/ui/field';
import type { ListControls } from './use-list-controls';

type Props = {
  controls: ListControls;
  /** Label of each filter of the list spec, in order; "All" comes first. */
  filterLabels: Record<string, string>;
  sortLabels?: Record<string, string>;
  searchLabel?: string;
  /** A hint under the search box: how the search matches. */
  searchHint?: string;
  /** Names the range inputs ("Event date") when the list spec has a range. */
  rangeLabel?: string;
  actions?: ReactNode;
};

/** Search, status filter and sort above a table; on phones they stack. */
export function ListToolbar({ controls, filterLabels, sortLabels, searchLabel, searchHint, rangeLabel, actions }: Props) {
  const id = useId();
  const filters = Object.entries(filterLabels);
  const sorts = Object.entries(sortLabels ?? {});
  return (
    <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {searchLabel && (
          <div className="sm:w-72">
            <label htmlFor={`${id}-search`} className="sr-only">
              {searchLabel}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              placeholder={searchLabel}
              value={controls.search.value}
              onChange={(event) => controls.search.onChange(event.target.value)}
              aria-describedby={searchHint ? `${id}-search-hint` : undefined}
              className={cn(controlClass, 'mt-0 py-2.5')}
            />
            {searchHint && (
              <p id={`${id}-search-hint`} className="mt-1 text-xs text-muted">
                {searchHint}
              </p>
            )}
          </div>
        )}
        {filters.length > 0 && (
          <div role="group" aria-label="Show" className="flex flex-wrap gap-1.5">
            {[['', 'All'] as const, ...filters].map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={controls.filter.value === value}
                onClick={() => controls.filter.onChange(value)}
                className={cn(
                  'rounded-full border px-4 py-2 text-sm font-medium transition',
                  controls.filter.value === value
                    ? 'border-ink bg-ink text-ivory'
                    : 'border-sand bg-white text-ink-soft hover:border-ink/40',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        {controls.range && rangeLabel && <RangeInputs id={id} label={rangeLabel} range={controls.range} />}
        {sorts.length > 1 && !controls.range?.active && (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-sort`} className="text-sm text-muted">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              value={controls.sort.current}
              onChange={(event) => controls.sort.onChange(event.target.value)}
              className={cn(controlClass, 'mt-0 w-auto py-2')}
            >
              {sorts.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
    </div>
  );
}

type Range = NonNullable<ListControls['range']>;

/** From–to days on the list's range field; either end may stay open. */
function RangeInputs({ id, label, range }: { id: string; label: string; range: Range }) {
  const set = (change: Partial<{ from: string; to: string }>) => range.onChange({ from: range.from, to: range.to, ...change });
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{label}</legend>
      {(['from', 'to'] as const).map((end) => (
        <label key={end} htmlFor={`${id}-${end}`} className="text-sm text-muted">
          {end === 'from' ? `${label} from` : 'to'}
          <input
            id={`${id}-${end}`}
            type="date"
            value={range[end]}
            onChange={(event) => set({ [end]: event.target.value })}
            className={cn(controlClass, 'mt-1 w-auto py-2')}
          />
        </label>
      ))}
      {range.active && (
        <button
          type="button"
          onClick={() => range.onChange({ from: '', to: '' })}
          className="mb-2 text-sm font-semibold text-ink underline underline-offset-4"
        >
          Any date
        </button>
      )}
    </fieldset>
  );
}
