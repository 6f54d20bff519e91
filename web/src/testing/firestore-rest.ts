import { vi } from 'vitest';

// Firestore's REST API as the server-side renderer reads it (data/public-read.ts), for tests that
// render pages in Node: documents as REST values, and `fetch` answering each query.

/** A Firestore REST value for a plain value (strings, numbers, booleans, dates, lists, maps). */
function restValue(value: unknown): Record<string, unknown> {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

/** Stubs `fetch`: every query of a collection answers the documents `documentsOf` gives it ({ 'id': data }). */
export function stubFirestoreQueries(documentsOf: (collectionId: string) => Partial<Record<string, Record<string, unknown>>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const collectionId: string = JSON.parse(init.body).structuredQuery.from[0].collectionId;
      const rows = Object.entries(documentsOf(collectionId)).flatMap(([id, data]) =>
        data ? [{ document: { name: `projects/p/databases/(default)/documents/${collectionId}/${id}`, fields: restFields(data) } }] : [],
      );
      return new Response(JSON.stringify(rows), { status: 200 });
    }),
  );
}
