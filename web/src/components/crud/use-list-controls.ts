import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchTerm } from '@common/search';
import type { ListParams, ListSpec } from '@common/admin-lists';

const SEARCH_DELAY_MS = 300;

/** The filter, sort and search a person chose for one list; `params` is what the data layer queries. */
export function useListControls(spec: ListSpec) {
  const defaultSort = Object.keys(spec.sorts)[0];
  // A link can open the list filtered (the dashboard's figures do): ?filter=<name>.
  const requested = useSearchParams()[0].get('filter') ?? '';
  const [filter, setFilter] = useState(requested in spec.filters ? requested : '');
  const [sort, setSort] = useState(defaultSort);
  const [text, setText] = useState('');
  // From–to bounds on the spec's range field (YYYY-MM-DD), when it has one.
  const [range, setRange] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [typed, setTyped] = useState('');
  // Ask Firestore once typing pauses, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const ranged = Boolean(spec.range && (range.from || range.to));
  const params: ListParams & { typed: string } = {
    filter,
    sort,
    term: searchTerm(typed),
    typed,
    ...(ranged ? { range: { from: range.from || undefined, to: range.to || undefined } } : {}),
  };
  return {
    params,
    filter: { value: filter, onChange: setFilter },
    sort: { current: sort, onChange: setSort, defaultSort, direction: (name: string) => spec.sorts[name]?.[1] ?? 'asc' },
    search: { value: text, onChange: setText },
    /** Absent when the spec has no range; while a range applies, the list is in the range's order. */
    range: spec.range ? { ...range, onChange: setRange, active: ranged } : undefined,
    /** Reordering makes sense only in the full list, in display order. */
    isDefaultView: filter === '' && sort === defaultSort && typed.trim() === '' && !ranged,
  };
}
export type ListControls = ReturnType<typeof useListControls>;
