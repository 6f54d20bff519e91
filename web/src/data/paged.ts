import { useState } from 'react';
import {
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
import type { ListParams, ListSpec } from '@common/admin-lists';
import type { WithId } from './collection';
import { useLive, type Live, type Subscribe } from './live';

/** The Firestore constraints of one list view: filter, search, sort (ties broken by id). */
export function listConstraints(spec: ListSpec, { filter, sort, term }: ListParams): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  const equality = filter ? spec.filters[filter] : undefined;
  if (equality) constraints.push(where(equality[0], '==', equality[1]));
  if (term && spec.search) constraints.push(where(spec.search, 'array-contains', term));
  const [field, direction] = spec.sorts[sort ?? ''] ?? Object.values(spec.sorts)[0];
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
