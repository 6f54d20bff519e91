import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import type { WithId } from './collection';
import { keyOf, type QuerySpec } from './query-spec';
import { parseDocuments, type DocResult, type ListResult, type RawDocument, type Result } from './result';
import { useServerState, type Source } from './store';

// Live reads on the Firestore SDK, for the customer's own data and the admin: a query described
// as data (query-spec.ts) becomes an SDK query here and a listener in the store (store.ts), which
// stops it when no screen shows it any more. Documents are validated here, not in a converter,
// so a refused one is set aside (result.ts) instead of failing the whole list.

/** What a live read needs of a collection: its name and its schema (data/collection.ts gives both). */
export type Readable<T> = { name: QuerySpec['collection']; schema: z.ZodType<T> };
/** A query of one collection, as data. */
export type LiveSpec = Omit<QuerySpec, 'collection'>;

const fieldPath = (field: string) => (field === '__name__' ? documentId() : field);

/** The SDK query a description stands for. */
export function sdkQuery(db: Firestore, spec: QuerySpec, ...extra: QueryConstraint[]): Query {
  return query(
    collection(db, spec.collection),
    ...(spec.where ?? []).map(([field, op, value]) => where(fieldPath(field), op, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(fieldPath(field), direction)),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
    ...extra,
  );
}

// A write of ours still on its way holds null for its serverTimestamp(); its local estimate shows.
export const rawDocument = (snapshot: DocumentSnapshot): RawDocument => ({
  id: snapshot.id,
  path: snapshot.ref.path,
  data: snapshot.data({ serverTimestamps: 'estimate' }) ?? {},
});

/** A live query as a source of the store. */
function liveQuerySource<T>(db: Firestore, readable: Readable<T>, spec: LiveSpec): Source<WithId<T>[]> {
  const full = { ...spec, collection: readable.name };
  return {
    key: keyOf(full),
    listen: (answer, fail) =>
      onSnapshot(sdkQuery(db, full), (snapshot) => answer(parseDocuments(readable.schema, snapshot.docs.map(rawDocument))), fail),
  };
}

/** A live list of one collection; `null` asks nothing. */
export function useLiveQuery<T>(readable: Readable<T>, spec: LiveSpec | null): ListResult<T> {
  const db = useFirestore();
  return useServerState(spec && liveQuerySource(db, readable, spec));
}

/** A live document as a source of the store: null when missing, and when `schema` refuses it (then in `invalid`). */
export function liveDocSource<T>(key: string, ref: DocumentReference, schema: z.ZodType<T>): Source<WithId<T> | null> {
  return {
    key,
    listen: (answer, fail) =>
      onSnapshot(
        ref,
        (snapshot) => {
          if (!snapshot.exists()) return answer({ data: null, invalid: [] });
          const { data, invalid } = parseDocuments(schema, [rawDocument(snapshot)]);
          answer({ data: data[0] ?? null, invalid });
        },
        fail,
      ),
  };
}

/** One document, live: null when missing, and when its schema refuses it (then in `invalid`). */
export function useLiveDoc<T>(readable: Readable<T>, id: string): DocResult<T> {
  const db = useFirestore();
  return useServerState(liveDocSource(keyOf({ collection: readable.name, id }), doc(db, readable.name, id), readable.schema));
}

/** How many documents a query matches: an aggregation (counts are not live), asked on each visit. */
export function useCount(spec: QuerySpec): Result<number> {
  const db = useFirestore();
  return useServerState({
    key: `count:${keyOf(spec)}`,
    fetch: async () => ({ data: (await getCountFromServer(sdkQuery(db, spec))).data().count, invalid: [] }),
  });
}
