import { useState } from 'react';
import {
  Timestamp,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Condition, Equality, ListParams, ListSpec } from '@common/admin-lists';
import { addUtcDays } from '@common/days';
import { isoDay } from '@/lib/dates';
import type { WithId } from './collection';
import { useLive, type Live, type Subscribe } from './live';

type Bounds = { from?: string; to?: string };

/** A filter's window of days around `today`, as YYYY-MM-DD bounds. */
const windowOf = ({ days }: Condition, today: string): Bounds =>
  days ? { from: addUtcDays(today, days[0]), to: days[1] === null ? undefined : addUtcDays(today, days[1]) } : {};

/** Both ranges at once: the later start and the earlier end. */
const intersect = (a: Bounds, b: Bounds): Bounds => ({
  from: [a.from, b.from].filter(Boolean).sort().at(-1),
  to: [a.to, b.to].filter(Boolean).sort()[0],
});

/** A bound as the range field stores it: the day itself, or its first moment (UTC) for timestamps. */
const boundValue = (day: string, type: 'day' | 'time', end: boolean) =>
  type === 'day' ? day : Timestamp.fromDate(new Date(`${end ? addUtcDays(day, 1) : day}T00:00:00Z`));

/**
 * The Firestore constraints of one list view: filter, search, range, sort (ties broken by id).
 * A range (typed, or a filter's window of days) orders the list by the range's field.
 */
export function listConstraints(spec: ListSpec, { filter, sort, term, range }: ListParams, now = new Date()): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const chosen = filter ? spec.filters[filter] : undefined;
  let bounds: Bounds = range ?? {};
  if (Array.isArray(chosen)) {
    const [field, value] = chosen as Equality;
    constraints.push(where(field, '==', value));
  } else if (chosen) {
    const condition = chosen as Condition;
    if (condition.in) constraints.push(where(condition.in[0], 'in', [...condition.in[1]]));
    // The owner's own calendar day: "the next 30 days" starts with their today.
    bounds = intersect(bounds, windowOf(condition, isoDay(now)));
  }
  if (term && spec.search) constraints.push(where(spec.search, 'array-contains', term));
  const ranged = spec.range && (bounds.from || bounds.to) ? spec.range : undefined;
  const [field, direction] = spec.sorts[ranged?.sort ?? sort ?? ''] ?? Object.values(spec.sorts)[0];
  if (ranged) {
    // The end bound is inclusive: a day, or everything before the next day starts.
    if (bounds.from) constraints.push(where(field, '>=', boundValue(bounds.from, ranged.type, false)));
    if (bounds.to) constraints.push(where(field, ranged.type === 'day' ? '<=' : '<', boundValue(bounds.to, ranged.type, true)));
  }
  constraints.push(orderBy(field, direction), orderBy(documentId(), direction));
  return constraints;
}

type PageData<T> = { rows: WithId<T>[]; hasNext: boolean; last: QueryDocumentSnapshot<T> | undefined };

// One extra document tells whether a next page exists; reads stay at pageSize + 1 per page.
const listenToPage =
  <T>(q: Query<T>, pageSize: number): Subscribe<PageData<T>> =>
  (next, fail) =>
    onSnapshot(
      q,
      (snapshot) => {
        try {
          const docs = snapshot.docs.slice(0, pageSize);
          next({ rows: docs.map((d) => ({ ...d.data(), id: d.id })), hasNext: snapshot.docs.length > pageSize, last: docs.at(-1) });
        } catch (error) {
          fail(error as Error);
        }
      },
      fail,
    );

export type PagedList<T> = {
  live: Live<WithId<T>[]>;
  page: number;
  hasPrev: boolean;
  hasNext: boolean;
  next: () => void;
  prev: () => void;
};

/**
 * A live, cursor-paged list. `key` names the view (collection, filter, search, sort): a new key
 * starts again at page 1. Each page is its own listener, so edits show without a reload.
 */
export function usePagedList<T>(
  db: Firestore,
  key: string,
  base: (db: Firestore) => Query<T>,
  constraints: QueryConstraint[],
  pageSize: number,
): PagedList<T> {
  const [cursors, setCursors] = useState<{ key: string; stack: QueryDocumentSnapshot<T>[] }>({ key, stack: [] });
  const stack = cursors.key === key ? cursors.stack : [];
  const cursor = stack.at(-1);
  const q = query(base(db), ...constraints, ...(cursor ? [startAfter(cursor)] : []), limit(pageSize + 1));
  const page = useLive(`${key}#${stack.length}`, listenToPage(q, pageSize));
  const data = page.status === 'success' ? page.data : undefined;
  const live: Live<WithId<T>[]> =
    page.status === 'success'
      ? { status: 'success', data: page.data.rows }
      : page.status === 'error'
        ? page
        : { status: 'loading', data: undefined };
  return {
    live,
    page: stack.length + 1,
    hasPrev: stack.length > 0,
    hasNext: data?.hasNext ?? false,
    next: () => data?.last && setCursors({ key, stack: [...stack, data.last] }),
    prev: () => setCursors({ key, stack: stack.slice(0, -1) }),
  };
}
