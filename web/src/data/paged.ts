import { useState } from 'react';
import { limit, onSnapshot, startAfter, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { DUE_FIELD, type Condition, type Equality, type ListParams, type ListSpec } from '@common/admin-lists';
import { addUtcDays, startOfStudioDay, studioToday } from '@common/days';
import type { WithId } from './collection';
import { rawDocument, sdkQuery, type LiveSpec, type Readable } from './live';
import { keyOf, type Filter } from './query-spec';
import { mapResult, parseDocuments, type ListResult } from './result';
import { useServerState, type Source } from './store';

type Bounds = { from?: string; to?: string };

/** A filter's window of days around `today`, as YYYY-MM-DD bounds. */
const windowOf = ({ days }: Condition, today: string): Bounds =>
  days ? { from: addUtcDays(today, days[0]), to: days[1] === null ? undefined : addUtcDays(today, days[1]) } : {};

/** Both ranges at once: the later start and the earlier end. */
const intersect = (a: Bounds, b: Bounds): Bounds => ({
  from: [a.from, b.from].filter(Boolean).sort().at(-1),
  to: [a.to, b.to].filter(Boolean).sort()[0],
});

/** A bound as the range field stores it: the day itself, or its first moment (the studio's) for timestamps. */
const boundValue = (day: string, type: 'day' | 'time', end: boolean) =>
  type === 'day' ? day : startOfStudioDay(end ? addUtcDays(day, 1) : day);

/**
 * The query of one list view: filter, search, range, sort (ties broken by id). A range (typed,
 * or a filter's window of days) orders the list by the range's field.
 */
export function listQuery(spec: ListSpec, { filter, sort, term, range }: ListParams, now = new Date()): LiveSpec {
  const where: Filter[] = [];
  const chosen = filter ? spec.filters[filter] : undefined;
  let bounds: Bounds = range ?? {};
  if (Array.isArray(chosen)) {
    const [field, value] = chosen as Equality;
    where.push([field, '==', value]);
  } else if (chosen) {
    const condition = chosen as Condition;
    if (condition.in) where.push([condition.in[0], 'in', condition.in[1]]);
    // The studio's calendar day: "the next 30 days" starts with its today.
    bounds = intersect(bounds, windowOf(condition, studioToday(now)));
  }
  if (term && spec.search) where.push([spec.search, 'array-contains', term]);
  const due = (chosen as Condition | undefined)?.due;
  if (due) return dueQuery(where, due, studioToday(now));
  const ranged = spec.range && (bounds.from || bounds.to) ? spec.range : undefined;
  const [field, direction] = spec.sorts[ranged?.sort ?? sort ?? ''] ?? Object.values(spec.sorts)[0];
  if (ranged) {
    // The end bound is inclusive: a day, or everything before the next day starts.
    if (bounds.from) where.push([field, '>=', boundValue(bounds.from, ranged.type, false)]);
    if (bounds.to) where.push([field, ranged.type === 'day' ? '<=' : '<', boundValue(bounds.to, ranged.type, true)]);
  }
  return {
    where,
    orderBy: [
      [field, direction],
      ['__name__', direction],
    ],
  };
}

/** A window on the next due date, soonest first (Firestore orders a range by its field). */
function dueQuery(where: Filter[], [from, to]: NonNullable<Condition['due']>, today: string): LiveSpec {
  if (from !== null) where.push([DUE_FIELD, '>=', addUtcDays(today, from)]);
  where.push([DUE_FIELD, '<=', addUtcDays(today, to)]);
  return {
    where,
    orderBy: [
      [DUE_FIELD, 'asc'],
      ['__name__', 'asc'],
    ],
  };
}

type Page<T> = { rows: WithId<T>[]; hasNext: boolean; last: DocumentSnapshot | undefined };

/**
 * One page as a source: the documents after `cursor`, and one more to tell whether a next page
 * exists (reads stay at pageSize + 1). The cursor is the last document of the page before, valid
 * or not, so a refused document never stops the paging.
 */
function pageSource<T>(db: Firestore, readable: Readable<T>, spec: LiveSpec, pageSize: number, cursor?: DocumentSnapshot): Source<Page<T>> {
  const full = { ...spec, collection: readable.name };
  return {
    key: `${keyOf(full)}#${pageSize}${cursor ? `>${cursor.ref.path}` : ''}`,
    listen: (answer, fail) =>
      onSnapshot(
        sdkQuery(db, full, ...(cursor ? [startAfter(cursor)] : []), limit(pageSize + 1)),
        (snapshot) => {
          const docs = snapshot.docs.slice(0, pageSize);
          const { data, invalid } = parseDocuments(readable.schema, docs.map(rawDocument));
          answer({ data: { rows: data, hasNext: snapshot.docs.length > pageSize, last: docs.at(-1) }, invalid });
        },
        fail,
      ),
  };
}

export type PagedList<T> = {
  /** This page's valid rows, and its refused documents in `invalid`. */
  live: ListResult<T>;
  page: number;
  hasPrev: boolean;
  hasNext: boolean;
  next: () => void;
  prev: () => void;
};

/** A live, cursor-paged list: a new query starts again at page 1. Each page is its own listener. */
export function usePagedList<T>(readable: Readable<T>, spec: LiveSpec, pageSize: number): PagedList<T> {
  const db = useFirestore();
  const key = keyOf({ ...spec, collection: readable.name });
  const [cursors, setCursors] = useState<{ key: string; stack: DocumentSnapshot[] }>({ key, stack: [] });
  const stack = cursors.key === key ? cursors.stack : [];
  const page = useServerState(pageSource(db, readable, spec, pageSize, stack.at(-1)));
  const last = page.data?.last;
  return {
    live: mapResult(page, (data) => data.rows),
    page: stack.length + 1,
    hasPrev: stack.length > 0,
    hasNext: page.data?.hasNext ?? false,
    next: () => last && setCursors({ key, stack: [...stack, last] }),
    prev: () => setCursors({ key, stack: stack.slice(0, -1) }),
  };
}
