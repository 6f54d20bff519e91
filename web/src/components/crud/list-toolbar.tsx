import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from '../ui/field';
import type { ListControls } from './use-list-controls';

type Props = {
  controls: ListControls;
  /** Label of each filter of the list spec, in order; "All" comes first. */
  filterLabels: Record<string, string>;
  sortLabels?: Record<string, string>;
  searchLabel?: string;
  actions?: ReactNode;
};

/** Search, status filter and sort above a table; on phones they stack. */
export function ListToolbar({ controls, filterLabels, sortLabels, searchLabel, actions }: Props) {
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
              className={cn(controlClass, 'mt-0 py-2.5')}
            />
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
        {sorts.length > 1 && (
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
