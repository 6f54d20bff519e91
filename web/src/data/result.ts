import type { z } from 'zod';
import type { WithId } from './collection';

// The one shape every read of the app returns, whatever it reads from (a live listener, the
// public REST path, an aggregation). No Firebase SDK here: public pages use it too.

/** A stored document its collection's schema refuses: kept out of the rows, kept for the screen. */
export type InvalidDocument = {
  id: string;
  /** Its Firestore path, e.g. contactMessages/abc. */
  path: string;
  /** One line per refused field: "phone: Too big: expected string to have <=30 characters". */
  problems: string[];
  /** The document as stored (timestamps as Firestore gives them), for a repair form. */
  data: Record<string, unknown>;
};

type Invalid = { invalid: readonly InvalidDocument[] };
export type Result<T> =
  | ({ status: 'loading'; data: undefined; error?: undefined } & Invalid)
  | ({ status: 'error'; data: undefined; error: Error } & Invalid)
  | ({ status: 'success'; data: T; error?: undefined } & Invalid);

/** A list: the valid rows as data, the refused documents beside them. */
export type ListResult<T> = Result<WithId<T>[]>;
/**
 * One document: null when it does not exist, and also when its schema refuses it, which
 * `invalid` then holds (a screen shows "This record has a problem" instead of failing).
 */
export type DocResult<T> = Result<WithId<T> | null>;

/**
 * What a source answers: the data and the documents left out of it. `version` names what the
 * answer was made from (public-read.ts: a hash of the documents as stored), so a source asked
 * again can tell that nothing changed without checking the documents a second time.
 */
export type Answer<T> = { data: T; invalid: readonly InvalidDocument[]; version?: string };

const NONE: readonly InvalidDocument[] = Object.freeze([]);
export const LOADING: Result<never> = Object.freeze({ status: 'loading', data: undefined, invalid: NONE });
export const success = <T>(data: T, invalid: readonly InvalidDocument[] = NONE): Result<T> => ({ status: 'success', data, invalid });
export const failure = (error: Error): Result<never> => ({ status: 'error', data: undefined, error, invalid: NONE });

/** The same read with its data reshaped; loading and errors pass through. */
export function mapResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.status === 'success' ? success(map(result.data), result.invalid) : result;
}

/** Several reads as one: an error if any failed, loading while any is, else all their data. */
export function combine<T extends readonly unknown[]>(...results: { [K in keyof T]: Result<T[K]> }): Result<T> {
  const failed = results.find((result) => result.status === 'error');
  if (failed) return failed;
  if (results.some((result) => result.status === 'loading')) return LOADING;
  return success(
    results.map((result) => result.data) as unknown as T,
    results.flatMap((result) => result.invalid),
  );
}

export type RawDocument = { id: string; path: string; data: Record<string, unknown> };

// A live list answers again on every change: each refused document is reported once per page.
const reported = new Set<string>();

/**
 * Validates documents with their collection's schema: the valid ones become rows, each refused
 * one is kept aside with its problems and reported in the console. The live and the public
 * (REST) reads both come through here, so one bad document never fails a whole list.
 */
export function parseDocuments<T>(schema: z.ZodType<T>, documents: readonly RawDocument[]): Answer<WithId<T>[]> {
  const rows: WithId<T>[] = [];
  const invalid: InvalidDocument[] = [];
  for (const document of documents) {
    const parsed = schema.safeParse(document.data);
    if (parsed.success) {
      rows.push({ ...parsed.data, id: document.id });
      continue;
    }
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`);
    invalid.push({ ...document, problems });
    const report = `Invalid document ${document.path}: ${problems.join('; ')}`;
    if (!reported.has(report)) console.error(report);
    reported.add(report);
  }
  return { data: rows, invalid };
}
