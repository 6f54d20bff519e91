import { startTransition, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { CollectionName } from '@common/collections';
import { emulatorHost, emulatorPorts, firebaseConfig, useEmulators } from '@/firebase/config';
import type { WithId } from './collection';
import { countDocumentsRead } from './read-meter';

// The public catalogue's read path: Firestore's REST API through fetch, with no Firebase SDK, so a
// public page carries none. Reads are anonymous, exactly what firestore.rules allow everyone.
// Each mounted hook asks Firestore once (requests for the same query at the same moment are
// shared) and shows what was last known meanwhile: after hydration, and after a client-side
// navigation, the page shows the catalogue as it is now. Prerendered pages start from the answers
// their build saw (see seedPublicReads), so the first paint needs neither the bundle nor Firestore.

export type Loadable<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T };

type Scalar = string | number | boolean;
export type PublicQuery = {
  collection: CollectionName;
  /** Equality filters (the flags the rules check), or `in` on a list of document ids (`__name__`). */
  where?: readonly (readonly [field: string, op: '==', value: Scalar] | readonly ['__name__', 'in', readonly string[]])[];
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
};
export type LoadSchema<T> = () => Promise<z.ZodType<T>>;

type Entry = { data?: WithId<unknown>[]; error?: Error; errorAt?: number };
type RestValue = Record<string, unknown>;
type RestDocument = { name: string; fields?: Record<string, RestValue> };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const documentsPath = `projects/${firebaseConfig.projectId}/databases/(default)/documents`;
const endpoint = useEmulators
  ? `http://${emulatorHost}:${emulatorPorts.firestore}/v1/${documentsPath}:runQuery`
  : `https://firestore.googleapis.com/v1/${documentsPath}:runQuery`;

export const queryKey = (query: PublicQuery) => JSON.stringify(query);

function encode(collection: string, field: string, value: Scalar | readonly string[]): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => encode(collection, field, item)) } };
  if (field === '__name__') return { referenceValue: `${documentsPath}/${collection}/${value}` };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function structuredQuery({ collection, where = [], orderBy, limit }: PublicQuery) {
  const filters = where.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: op === 'in' ? 'IN' : 'EQUAL', value: encode(collection, field, value) },
  }));
  return {
    from: [{ collectionId: collection }],
    ...(filters.length === 1 && { where: filters[0] }),
    ...(filters.length > 1 && { where: { compositeFilter: { op: 'AND', filters } } }),
    ...(orderBy && { orderBy: [{ field: { fieldPath: orderBy[0] }, direction: orderBy[1] === 'desc' ? 'DESCENDING' : 'ASCENDING' }] }),
    ...(limit !== undefined && { limit }),
  };
}

/** A Firestore REST value as the SDKs would give it (timestamps as Dates). */
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

/** Runs one query; documents the schema refuses are left out and reported, the rest still shows. */
export async function runPublicQuery<T>(query: PublicQuery, loadSchema: LoadSchema<T>): Promise<WithId<T>[]> {
  const [response, schema] = await Promise.all([
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
    }),
    loadSchema(),
  ]);
  if (!response.ok) throw new Error(`Firestore refused to list ${query.collection} (${response.status}): ${await response.text()}`);
  const rows = (await response.json()) as { document?: RestDocument }[];
  const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
  countDocumentsRead(documents.length);
  return documents.flatMap((document) => {
    const id = document.name.slice(document.name.lastIndexOf('/') + 1);
    const parsed = schema.safeParse(decodeFields(document.fields ?? {}));
    if (parsed.success) return [{ ...parsed.data, id }];
    console.error(
      `Invalid document ${query.collection}/${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
    return [];
  });
}

/** Asks Firestore again; a failure keeps what was shown (if anything) and is reported. */
export function refresh<T>(query: PublicQuery, loadSchema: LoadSchema<T>): Promise<void> {
  const key = queryKey(query);
  const running = inFlight.get(key);
  if (running) return running;
  const request = runPublicQuery(query, loadSchema)
    .then(
      (data) => {
        // The same answer again (the usual case right after hydration) changes nothing on screen.
        const known = entries.get(key)?.data;
        if (!known || JSON.stringify(known) !== JSON.stringify(data)) entries.set(key, { data });
      },
      (error: Error) => {
        const known = entries.get(key)?.data;
        if (known) console.warn(`Showing the last known ${query.collection}: ${error.message}`);
        entries.set(key, known ? { data: known } : { error, errorAt: Date.now() });
      },
    )
    .finally(() => {
      inFlight.delete(key);
      notify();
    });
  inFlight.set(key, request);
  return request;
}

// Prerendering (web/src/app/prerender.tsx) renders a page, fetches what it asked for, and
// renders again; the answers a page used are written into its HTML for hydration.
const requested = new Map<string, () => Promise<void>>();
const used = new Set<string>();

/** Live answers to a public query; `null` asks nothing (a query that is not needed yet). */
export function usePublicQuery<T>(query: PublicQuery | null, loadSchema: LoadSchema<T>): Loadable<WithId<T>[]> {
  const key = query ? queryKey(query) : '';
  // Answers re-render in a transition, which React splits into short tasks: a fresh catalogue never
  // blocks the main thread (useSyncExternalStore would render it in one blocking pass).
  const [seen, setSeen] = useState(() => ({ key, entry: entries.get(key) }));
  const entry = seen.key === key ? seen.entry : entries.get(key);
  // An error belongs to the visit that saw it: a later visit asks again instead of failing at once.
  const [mountedAt] = useState(() => Date.now());
  useEffect(() => {
    let shown = entry;
    const sync = () => {
      const next = entries.get(key);
      if (next === shown) return;
      shown = next;
      startTransition(() => setSeen({ key, entry: next }));
    };
    const unsubscribe = subscribe(sync);
    sync();
    if (query) void refresh(query, loadSchema);
    return unsubscribe;
    // The key names the query: a new key is a new question, the same key the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (import.meta.env.SSR && query) {
    used.add(key);
    if (!entry) requested.set(key, () => refresh(query, loadSchema));
  }
  if (entry?.data) return { status: 'success', data: entry.data as WithId<T>[] };
  if (entry?.error && (entry.errorAt ?? 0) >= mountedAt) throw entry.error;
  return { status: 'loading', data: undefined };
}

/** Prerender: fetches the queries the last render asked for: how many, and the errors met. */
export async function fetchRequested(): Promise<{ asked: number; errors: Error[] }> {
  const pending = [...requested.entries()];
  requested.clear();
  await Promise.all(pending.map(([, run]) => run()));
  const errors = pending.flatMap(([key]) => (entries.get(key)?.error ? [entries.get(key)!.error!] : []));
  return { asked: pending.length, errors };
}

/** Prerender: starts a page; its answers so far stay cached for the next page. */
export function startPage() {
  used.clear();
  requested.clear();
}

/** Prerender: the answers the page used, as JSON for its HTML (Dates survive as {"$date": …}). */
export function usedAnswers(): string {
  const answers = Object.fromEntries([...used].flatMap((key) => (entries.get(key)?.data ? [[key, entries.get(key)!.data]] : [])));
  return JSON.stringify(answers, function (this: Record<string, unknown>, key, value) {
    return this[key] instanceof Date ? { $date: (this[key] as Date).toISOString() } : value;
  }).replace(/</g, '\\u003c');
}

/** Client: the answers a prerendered page was built with, so hydration renders the same page. */
export function seedPublicReads(json: string) {
  const answers = JSON.parse(json, (_key, value) =>
    value && typeof value === 'object' && '$date' in value ? new Date(value.$date) : value,
  );
  for (const [key, data] of Object.entries(answers)) entries.set(key, { data: data as WithId<unknown>[] });
}

/** Tests: forget every answer. */
export function resetPublicReads() {
  entries.clear();
  inFlight.clear();
  requested.clear();
  used.clear();
}
