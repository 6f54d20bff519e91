import type { CollectionName } from '@common/collections';

// A query as data: the one description from which both its cache key and the request are made
// (a Firestore SDK query in live.ts, a REST structured query in public-read.ts). No key is
// written by hand, so two screens asking the same question share one answer.

export type FieldValue = string | number | boolean | Date | null;
/** `__name__` is the document id (Firestore's documentId()). */
export type Filter =
  | readonly [field: string, op: '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains', value: FieldValue]
  | readonly [field: string, op: 'in', values: readonly FieldValue[]];
type Order = readonly [field: string, direction: 'asc' | 'desc'];

export type QuerySpec = {
  collection: CollectionName;
  where?: readonly Filter[];
  orderBy?: readonly Order[];
  limit?: number;
};

/** One document, by id. */
export type DocSpec = { collection: CollectionName; id: string };

// Fields in a fixed order, so the order a description was written in does not matter.
const inOrder = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;

/** The cache key of a query, a document or a set of queries: equal descriptions, equal keys. */
export const keyOf = (spec: QuerySpec | DocSpec | readonly QuerySpec[]): string =>
  'id' in spec ? `${spec.collection}/${spec.id}` : JSON.stringify(spec, inOrder);
