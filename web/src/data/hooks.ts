import { useEffect } from 'react';
import { queryEqual, type Query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { WithId } from './collection';
import type { Loadable } from './public-read';
import { countDocumentsRead } from './read-meter';

export type { Loadable };

const metered: Query<unknown>[] = [];

// A live list on the full SDK through reactfire. The public catalogue reads through
// public-read.ts instead (no SDK on public pages). reactfire keys its cache by queryEqual, so
// queries built fresh each render are fine; the meter counts each distinct listener once.
export function useCollection<T>(query: Query<T>): Loadable<WithId<T>[]> {
  const { status, data } = useFirestoreCollectionData(query, { idField: 'id' });
  const documents = status === 'success' ? data.length : undefined;
  useEffect(() => {
    if (documents === undefined || metered.some((seen) => queryEqual(seen, query as Query<unknown>))) return;
    metered.push(query as Query<unknown>);
    countDocumentsRead(documents);
  }, [query, documents]);
  return status === 'success' ? { status, data: data as WithId<T>[] } : { status: 'loading', data: undefined };
}
