import type { Query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { WithId } from './collection';
import { useReadMeter } from './read-meter';

export type Loadable<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T };

// reactfire keys its cache by queryEqual, so queries built fresh each render are fine.
export function useCollection<T>(query: Query<T>): Loadable<WithId<T>[]> {
  const { status, data } = useFirestoreCollectionData(query, { idField: 'id' });
  useReadMeter(query as Query<unknown>, status === 'success' ? data.length : undefined);
  return status === 'success' ? { status, data: data as WithId<T>[] } : { status: 'loading', data: undefined };
}
