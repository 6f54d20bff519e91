import { startTransition, useEffect, useState } from 'react';
import { failure, LOADING, success, type Answer, type Result } from './result';

// The app's one store of server state. Every read (live listeners for the account and the admin,
// Firestore's REST API for public pages, aggregations for the dashboard) is a Source whose key is
// made from its query (query-spec.ts), and every screen gets the same Result back. Two screens
// asking the same question share one listener or one request. No Firebase SDK here.

/**
 * Where one piece of server state comes from.
 * - `listen`: a live listener. It runs while a screen shows it; when the last one goes, the
 *   listener stops and the state is forgotten, so an error (a refusal after signing out) never
 *   outlives the screens that saw it.
 * - `fetch`: asked once per visit to a screen. The last answer stays and is shown meanwhile; a
 *   failure with an answer known keeps showing it.
 */
export type Source<T> = { key: string } & (
  | { listen: (answer: (answer: Answer<T>) => void, fail: (error: Error) => void) => () => void; fetch?: undefined }
  | { fetch: (known?: Answer<T>) => Promise<Answer<T>>; listen?: undefined }
);

type Entry = {
  result: Result<unknown>;
  version?: string;
  subscribers: number;
  errorAt?: number;
  stop?: () => void;
  inFlight?: Promise<void>;
};

const entries = new Map<string, Entry>();
const watchers = new Map<string, Set<() => void>>();
const notify = (key: string) => watchers.get(key)?.forEach((watcher) => watcher());
const entryOf = (key: string) => entries.get(key) ?? entries.set(key, { result: LOADING, subscribers: 0 }).get(key)!;

/** Asks a fetch source again; requests for the same key at the same moment are shared. */
function refresh<T>(key: string, fetch: NonNullable<Source<T>['fetch']>): Promise<void> {
  const entry = entryOf(key);
  const { status, data, invalid } = entry.result;
  const known = status === 'success' ? ({ data, invalid, version: entry.version } as Answer<T>) : undefined;
  entry.inFlight ??= fetch(known)
    .then(
      (answer) => {
        entry.version = answer.version;
        // The same answer again (the usual case right after hydration) changes nothing on screen.
        if (answer === known) return;
        const shown = entry.result.status === 'success' ? JSON.stringify([entry.result.data, entry.result.invalid]) : undefined;
        if (shown !== JSON.stringify([answer.data, answer.invalid])) entry.result = success(answer.data, answer.invalid);
      },
      (error: Error) => {
        if (entry.result.status === 'success') console.warn(`Showing the last known answer to ${key}: ${error.message}`);
        else Object.assign(entry, { result: failure(error), errorAt: Date.now() });
      },
    )
    .finally(() => {
      entry.inFlight = undefined;
      notify(key);
    });
  return entry.inFlight;
}

function startListening<T>(key: string, listen: NonNullable<Source<T>['listen']>) {
  const entry = entryOf(key);
  const fail = (error: Error) => {
    // The screen says "couldn't load"; the console says why (a refusal, a missing index…).
    console.error(`Live read ${key} failed:`, error);
    entry.result = failure(error);
    notify(key);
  };
  try {
    entry.stop = listen((answer) => {
      entry.result = success(answer.data, answer.invalid);
      notify(key);
    }, fail);
  } catch (error) {
    fail(error as Error);
  }
}

function subscribe<T>(source: Source<T>, watcher: () => void): () => void {
  const { key } = source;
  const entry = entryOf(key);
  const keyWatchers = watchers.get(key) ?? watchers.set(key, new Set()).get(key)!;
  keyWatchers.add(watcher);
  entry.subscribers += 1;
  if (source.fetch) void refresh(key, source.fetch);
  else if (!entry.stop) startListening(key, source.listen);
  return () => {
    keyWatchers.delete(watcher);
    entry.subscribers -= 1;
    // Later, not now: a screen that re-mounts at once (a new page showing the same list) keeps
    // the same listener instead of a new one and a flash of loading.
    if (source.listen) {
      queueMicrotask(() => {
        if (entry.subscribers > 0 || entries.get(key) !== entry) return;
        entry.stop?.();
        entries.delete(key);
      });
    }
  };
}

/** What a screen may show: a fetch error belongs to the visit that saw it, a later one asks again. */
function resultFor(key: string, mountedAt: number): Result<unknown> {
  const entry = entries.get(key);
  if (!entry || (entry.errorAt !== undefined && entry.result.status === 'error' && entry.errorAt < mountedAt)) return LOADING;
  return entry.result;
}

// Prerendering (web/src/app/prerender.tsx) renders a page, fetches what it asked for and renders
// again; the answers a page used are written into its HTML for hydration.
const requested = new Map<string, () => Promise<void>>();
const used = new Set<string>();

/** The current state of a source, following it while mounted; `null` asks nothing (yet). */
export function useServerState<T>(source: Source<T> | null): Result<T> {
  const key = source?.key ?? '';
  const [mountedAt] = useState(() => Date.now());
  // Answers re-render in a transition, which React splits into short tasks: a fresh catalogue
  // never blocks the main thread (useSyncExternalStore would render it in one blocking pass).
  const [seen, setSeen] = useState(() => ({ key, result: resultFor(key, mountedAt) }));
  useEffect(() => {
    if (!source) return;
    let shown = seen.key === key ? seen.result : undefined;
    const sync = () => {
      const next = resultFor(key, mountedAt);
      if (next === shown) return;
      shown = next;
      startTransition(() => setSeen({ key, result: next }));
    };
    const unsubscribe = subscribe(source, sync);
    sync();
    return unsubscribe;
    // The key names the question: a new key is a new question, the same key the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (import.meta.env.SSR && source?.fetch) {
    used.add(key);
    if (!entries.has(key)) requested.set(key, () => refresh(key, source.fetch));
  }
  if (!source) return LOADING;
  return (seen.key === key ? seen.result : resultFor(key, mountedAt)) as Result<T>;
}

/** Asks a fetch source again now, for every screen showing it (after the owner changed what it reads). */
export const fetchAgain = <T>(source: Source<T>): Promise<void> => (source.fetch ? refresh(source.key, source.fetch) : Promise.resolve());

/** Prerender: fetches what the last render asked for: how many, and the errors met. */
export async function fetchRequested(): Promise<{ asked: number; errors: Error[] }> {
  const pending = [...requested.entries()];
  requested.clear();
  await Promise.all(pending.map(([, run]) => run()));
  const errors = pending.flatMap(([key]) => entries.get(key)?.result.error ?? []);
  return { asked: pending.length, errors };
}

/** Prerender: starts a page; the answers so far stay cached for the next page. */
export function startPage() {
  used.clear();
  requested.clear();
}

/** Prerender: the answers the page used and their versions, as JSON for its HTML (Dates survive as {"$date": …}). */
export function usedAnswers(): string {
  const answers = Object.fromEntries(
    [...used].flatMap((key) => {
      const entry = entries.get(key);
      if (!entry?.result.data) return [];
      // Refused documents are not written into the page: an answer with some is checked again in the browser.
      return [[key, { data: entry.result.data, version: entry.result.invalid.length ? undefined : entry.version }]];
    }),
  );
  return JSON.stringify(answers, function (this: Record<string, unknown>, key, value) {
    return this[key] instanceof Date ? { $date: (this[key] as Date).toISOString() } : value;
  }).replace(/</g, '\\u003c');
}

/** Client: the answers a prerendered page was built with, so hydration renders the same page. */
export function seedAnswers(json: string) {
  const answers = JSON.parse(json, (_key, value) =>
    value && typeof value === 'object' && '$date' in value ? new Date(value.$date) : value,
  );
  for (const [key, { data, version }] of Object.entries<{ data: unknown; version?: string }>(answers)) {
    Object.assign(entryOf(key), { result: success(data), version });
  }
}

/** Tests: forget everything. */
export function resetServerState() {
  for (const entry of entries.values()) entry.stop?.();
  entries.clear();
  watchers.clear();
  requested.clear();
  used.clear();
}
