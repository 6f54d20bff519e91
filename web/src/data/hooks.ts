import type { DocumentReference, Query } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { WithId } from './collection';
import { useReadMeter } from './read-meter';

export type Loadable<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T };

// reactfire keys its cache by queryEqual, so queries built fresh each render are fine.
export function useCollection<T>(query: Query<T>): Loadable<WithId<T>[]> {
  const { status, data } = useFirestoreCollectionData(query, { idField: 'id' });
  useReadMeter(query as Query<unknown>, status === 'success' ? data.length : undefined);
  return status === 'success' ? { status, data: data as WithId<T>[] } : { status: 'loading', data: undefined };
}

/** `data` is null when the document does not exist. */
export function useDocument<T>(ref: DocumentReference<T>): Loadable<WithId<T> | null> {
  const { status, data } = useFirestoreDocData(ref, { idField: 'id' });
  useReadMeter(ref as DocumentReference<unknown>, status === 'success' ? 1 : undefined);
  if (status !== 'success') return { status: 'loading', data: undefined };
  // reactfire adds the id even to a missing document; a real one always has schema fields.
  const exists = data && Object.keys(data).some((key) => key !== 'id');
  return { status, data: exists ? (data as WithId<T>) : null };
}
