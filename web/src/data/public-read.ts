import type { z } from 'zod';
import { contentHash } from '@/lib/content-hash';
import { appCheckSiteKey, emulatorHost, emulatorPorts, firebaseConfig, useEmulators } from '@/firebase/config';
import type { WithId } from './collection';
import { keyOf, type FieldValue, type QuerySpec } from './query-spec';
import { countDocumentsRead } from './read-meter';
import { parseDocuments, type Answer, type ListResult } from './result';
import { fetchAgain, useServerState, type Source } from './store';

// The public catalogue's read path: Firestore's REST API through fetch, with no Firebase SDK, so a
// public page carries none. Reads are anonymous, exactly what firestore.rules allow everyone.
// Each mounted hook asks Firestore once (store.ts shares requests and keeps the last answer), so
// after hydration and after a client-side navigation the page shows the catalogue as it is now.
// Prerendered pages start from the answers their build saw, so the first paint needs neither the
// bundle nor Firestore. Each answer carries a version (a hash of its documents as Firestore sent them):
// when Firestore's documents are the very ones the page was built with, the built answer stands and
// neither the schema nor zod is loaded; only a changed answer is checked in the browser.

export type LoadSchema<T> = () => Promise<z.ZodType<T>>;

type RestValue = Record<string, unknown>;
type RestDocument = { name: string; fields?: Record<string, RestValue> };

const documentsPath = `projects/${firebaseConfig.projectId}/databases/(default)/documents`;
const endpoint = useEmulators
  ? `http://${emulatorHost}:${emulatorPorts.firestore}/v1/${documentsPath}:runQuery`
  : `https://firestore.googleapis.com/v1/${documentsPath}:runQuery`;

const OPERATORS = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
} as const;

function encode(collection: string, field: string, value: FieldValue | readonly FieldValue[]): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => encode(collection, field, item)) } };
  if (field === '__name__') return { referenceValue: `${documentsPath}/${collection}/${value}` };
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function structuredQuery({ collection, where = [], orderBy = [], limit }: QuerySpec) {
  const filters = where.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: encode(collection, field, value) },
  }));
  return {
    from: [{ collectionId: collection }],
    ...(filters.length === 1 && { where: filters[0] }),
    ...(filters.length > 1 && { where: { compositeFilter: { op: 'AND', filters } } }),
    ...(orderBy.length > 0 && {
      orderBy: orderBy.map(([field, direction]) => ({
        field: { fieldPath: field },
        direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      })),
    }),
    ...(limit !== undefined && { limit }),
  };
}

/**
 * A Firestore REST value as the SDKs would give it (timestamps as Dates).
 * @internal Exported for its tests only.
 */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {});
  return Object.values(value)[0];
}

const decodeFields = (fields: Record<string, RestValue>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decodeValue(v)]));

// The headers that prove where a read comes from: App Check's token in a browser where it is
// configured (the app module starts App Check, firebase/app-check.ts); on a server (the build's
// prerender, the page function), whatever the server was given (setServerReadHeaders).
let serverHeaders: Record<string, string> = {};

/** For server renders: headers every public read sends (the page function's App Check token). */
export function setServerReadHeaders(headers: Record<string, string>) {
  serverHeaders = headers;
}

async function proofHeaders(): Promise<Record<string, string>> {
  if (import.meta.env.SSR) return serverHeaders;
  // Without a site key neither the Firebase app nor App Check loads: the header is simply absent.
  if (!appCheckSiteKey) return {};
  const [, { appCheckHeader }] = await Promise.all([import('@/firebase/app'), import('@/firebase/app-check')]);
  return appCheckHeader();
}

/**
 * Runs one query; documents the schema refuses are left out of the rows (data/result.ts). Given
 * the answer known so far, it gives that back, unchecked, when the documents have not changed.
 */
export async function runPublicQuery<T>(
  query: QuerySpec,
  loadSchema: LoadSchema<T>,
  known?: Answer<WithId<T>[]>,
): Promise<Answer<WithId<T>[]>> {
  // Nothing known yet (a page that was not prerendered): the schema will be needed, so it loads
  // beside the request.
  const early = known?.version === undefined ? loadSchema() : undefined;
  early?.catch(() => {});
  const proof = await proofHeaders();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...proof },
    body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
  });
  if (!response.ok) throw new Error(`Firestore refused to list ${query.collection} (${response.status}): ${await response.text()}`);
  const rows = (await response.json()) as { document?: RestDocument }[];
  const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
  countDocumentsRead(documents.length);
  const version = contentHash(JSON.stringify(documents.map((document) => [document.name, document.fields])));
  if (known?.version === version) return known;
  const answer = parseDocuments(
    await (early ?? loadSchema()),
    documents.map((document) => {
      const path = document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length);
      return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(document.fields ?? {}) };
    }),
  );
  return { ...answer, version };
}

/** A public query as a source of the store: asked again on every visit, the last answer shown meanwhile. */
const publicSource = <T>(query: QuerySpec, loadSchema: LoadSchema<T>): Source<WithId<T>[]> => ({
  key: keyOf(query),
  fetch: (known) => runPublicQuery(query, loadSchema, known),
});

/** Answers to a public query; `null` asks nothing (a query that is not needed yet). */
export const usePublicQuery = <T>(query: QuerySpec | null, loadSchema: LoadSchema<T>): ListResult<T> =>
  useServerState(query && publicSource(query, loadSchema));

/** Asks a public query again now, for every screen showing it (after the owner saved what it reads). */
export const refreshPublicQuery = <T>(query: QuerySpec, loadSchema: LoadSchema<T>) => fetchAgain(publicSource(query, loadSchema));
