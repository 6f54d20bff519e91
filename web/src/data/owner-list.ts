import { useFirestore } from 'reactfire';
import type { Firestore, Query } from 'firebase/firestore';
import type { ListParams, ListSpec } from '@common/admin-lists';
import { matchesAllWords } from '@common/search';
import type { WithId } from './collection';
import { listConstraints, usePagedList, type PagedList } from './paged';

export const OWNER_PAGE_SIZE = 20;

/**
 * One of the owner's lists (common/admin-lists.ts) as a live paged view. Firestore matches the
 * longest typed word; the other words are checked on the page it returned.
 */
export function useOwnerList<T extends object>(
  spec: ListSpec,
  base: (db: Firestore) => Query<T>,
  params: ListParams & { typed?: string },
  pageSize = OWNER_PAGE_SIZE,
): PagedList<T> {
  const db = useFirestore();
  const range = params.range ? `${params.range.from ?? ''}..${params.range.to ?? ''}` : '';
  const key = `${spec.collection}|${params.filter ?? ''}|${params.sort ?? ''}|${params.term ?? ''}|${range}`;
  const list = usePagedList(db, key, base, listConstraints(spec, params), pageSize);
  const typed = params.typed ?? '';
  if (list.live.status !== 'success' || !typed.includes(' ')) return list;
  const keywordsOf = (row: WithId<T>) => ('keywords' in row ? (row.keywords as readonly string[]) : []);
  const rows = list.live.data.filter((row) => matchesAllWords(keywordsOf(row), typed));
  return { ...list, live: { status: 'success', data: rows } };
}
