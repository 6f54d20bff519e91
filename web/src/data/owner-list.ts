import type { ListParams, ListSpec } from '@common/admin-lists';
import { matchesAllWords } from '@common/search';
import type { WithId } from './collection';
import type { Readable } from './live';
import { listQuery, usePagedList, type PagedList } from './paged';
import { mapResult } from './result';

const OWNER_PAGE_SIZE = 20;

/**
 * One of the owner's lists (common/admin-lists.ts) as a live paged view. Firestore matches the
 * longest typed word; the other words are checked on the page it returned. Documents the schema
 * refuses come in `live.invalid`, beside the valid rows, whatever was typed.
 */
export function useOwnerList<T extends object>(
  spec: ListSpec,
  readable: Readable<T>,
  params: ListParams & { typed?: string },
  pageSize = OWNER_PAGE_SIZE,
): PagedList<T> {
  const list = usePagedList(readable, listQuery(spec, params), pageSize);
  const typed = params.typed ?? '';
  if (!typed.includes(' ')) return list;
  const keywordsOf = (row: WithId<T>) => ('keywords' in row ? (row.keywords as readonly string[]) : []);
  return { ...list, live: mapResult(list.live, (rows) => rows.filter((row) => matchesAllWords(keywordsOf(row), typed))) };
}
