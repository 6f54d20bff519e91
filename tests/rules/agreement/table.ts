// The schema/rules agreement runner: for every field of a collection's schema (but the few that
// are a matter of authority), every value its schema has an opinion about (values.ts) is written
// through the rules, and the rules' verdict must be zod's. One test per field lists every value
// on which they differ.
import { deleteDoc, doc, type DocumentData } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { ZodObject, ZodType } from 'zod';
import type { Actor, AnyRole, RulesSuite, Seed } from '../helpers';
import { asRead, emulatorHost, useRulesSuite } from '../helpers';
import { putRules, rulesSource } from '../load-rules';
import { MISSING, candidatesFor, distinct, type Candidate } from './values';

/**
 * The agreement suites run in a project of their own: the emulator's coverage report keeps every
 * distinct value each expression saw, which these thousands of values would swell to gigabytes.
 * Reloading the rules empties it, every few hundred values (below). (Every expression is also
 * reached by the hand-written suites, whose report zz-coverage.test.ts reads.)
 */
const PROJECT = 'demo-rules-agreement';
export const useAgreementSuite = (seed?: () => Seed) => useRulesSuite(seed, { projectId: PROJECT });

async function emptyCoverage() {
  const { host, port } = emulatorHost();
  await putRules(`${host}:${port}`, PROJECT, rulesSource());
}

// Reloading the rules compiles them: a one-value field took 1.0-1.6 s in a clean-clone run, and a
// reload alone 2.5-7 s at load 8, so reloading before every field was most of the suites' time.
// Measured on the message suites, the report grows by 30-60 kB of JSON per value (1 MB empty),
// and a 300-value report (~15 MB) did not slow the writes: reload once 300 values have gone by.
const VALUES_PER_RELOAD = 300;
let valuesSinceReload = 0; // the file's beforeAll loaded the rules (useRulesSuite): the report starts empty

async function coverageRoomFor(values: number) {
  if (valuesSinceReload + values > VALUES_PER_RELOAD) {
    await emptyCoverage();
    valuesSinceReload = 0;
  }
  valuesSinceReload += values;
}

export interface AgreementTable {
  /** What is written, by whom: "bookings: a customer's request". */
  name: string;
  /** The stored document's schema; checked strictly (no unknown fields), like the rules. */
  schema: ZodObject;
  role: AnyRole;
  /** A document both accept; `i` numbers the case (for ids that must differ). */
  valid: (i: number) => DocumentData;
  /** The write the app makes with `data` (a create, or the whole document of an update). */
  write: (actor: Actor, data: DocumentData, i: number) => Promise<unknown>;
  /** Documents each case `i` needs before it runs (an update's target), written with the rules off. */
  seed?: (i: number) => Seed;
  /** Fields whose value is a matter of authority (who, when, which status, the catalogue's price): tested by hand. */
  fixed?: readonly string[];
  /** zod's verdict when it is not simply `schema` on the whole document (an update schema). */
  zodAccepts?: (document: DocumentData, field: string) => boolean;
  /** Cases that share a document run one at a time. */
  concurrency?: number;
  /**
   * The client chooses the document's id (a booking request's): every id `schema` has an opinion
   * about (the id as the documents that name it hold it) is written as the id of a valid document.
   */
  chosenId?: { schema: ZodType; collection: string; write: (actor: Actor, data: DocumentData, id: string) => Promise<unknown> };
}

/** What Firestore's own id looks like (doc(collection(…)).id): the app's ids. */
const AUTO_ID = 'a1B2c3D4e5F6g7H8i9J0';
/** A string Firestore takes as a document id at all: not empty, no slash, not . or .., not __x__, at most 1,500 bytes. */
const usableAsId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  !value.includes('/') &&
  !value.includes('\u0000') &&
  !/^\.\.?$/.test(value) &&
  !/^__.*__$/.test(value) &&
  new TextEncoder().encode(value).length <= 1500;

// Under load the emulator can fail inside a rules get(): a lock timeout it reports as "Service
// call error" (firebase-tools#10518), or an "evaluation error" on a value it accepts when idle (a
// padded 500-character payment note, in a CI run, with every seeded document in place). Such a
// refusal is not the rules' verdict until it holds when written again, alone, after the other
// values (below). A value the rules really refuse this way is refused every time.
const TRANSIENT_REFUSAL = /Service call error|evaluation error/i;
const PAUSES_BEFORE_RETRY_MS = [500, 2000, 5000];
/** Retries number their cases from here, past every table's values. */
const RETRY_INDEX = 100_000;

async function rulesAccept(write: () => Promise<unknown>): Promise<{ accepted: boolean; why?: string }> {
  try {
    await write();
    return { accepted: true };
  } catch (error) {
    const { code, message = '' } = error as { code?: string; message?: string };
    if (code !== 'permission-denied') throw error;
    return { accepted: false, why: message.replace(/\s+/g, ' ').trim().slice(0, 400) };
  }
}

/**
 * Writes a refused value again, alone, after a pause each time, while the refusal reads as the
 * emulator's. Each attempt writes a case of its own (`attempt` numbers it): a write reported refused
 * under load may still have landed (a CI run's retries then failed as an update of the ledger, as
 * they do when the first write is made to land), and the same ids written again would be an update
 * the rules rightly refuse.
 */
async function retriedAlone(write: (attempt: number) => Promise<unknown>, why: string, what: string) {
  for (const [attempt, pause] of PAUSES_BEFORE_RETRY_MS.entries()) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    const verdict = await rulesAccept(() => write(attempt));
    if (verdict.accepted) console.warn(`${what}: refused under load (${why.slice(0, 160)}), accepted when written again`);
    if (verdict.accepted || !TRANSIENT_REFUSAL.test(verdict.why ?? '')) return verdict;
    why = verdict.why ?? why;
  }
  return { accepted: false, why };
}

async function inPool<T>(items: T[], size: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

let total = 0;
let fields = 0;
afterAll(() => {
  if (total) console.log(`Schema/rules agreement: ${total} values in ${fields} fields, the same verdict from zod and the rules`);
});

/** One `it` per field of `table`: every candidate value, one write each, zod's verdict against the rules'. */
export function describeAgreement(suite: RulesSuite, table: AgreementTable): void {
  const strict = table.schema.strict();
  const zodAccepts = table.zodAccepts ?? ((document: DocumentData) => strict.safeParse(asRead(document)).success);
  const shape = table.schema.shape as Record<string, Parameters<typeof candidatesFor>[0]>;
  const perField: [string, Candidate[]][] = Object.keys(shape)
    .filter((field) => !table.fixed?.includes(field))
    .map((field) => [field, distinct(candidatesFor(shape[field], table.valid(0)[field]))]);
  perField.push(['(an unknown field)', [{ label: 'isAdmin: true', value: true }]]);

  describe(`${table.name}: zod and the rules agree on every value`, () => {
    if (table.chosenId) describeChosenId(suite, table, table.chosenId);
    for (const [field, candidates] of perField) {
      total += candidates.length;
      fields += 1;
      it(`${field}: ${candidates.length} values`, async () => {
        const key = field === '(an unknown field)' ? 'isAdmin' : field;
        // `index` numbers the case's ids; a retry writes the same value under ids no case used.
        const documentOf = (c: Candidate, index: number) => {
          const document = { ...table.valid(index), [key]: c.value };
          if (c.value === MISSING) delete document[key];
          return document;
        };
        const documents = candidates.map(documentOf);
        await coverageRoomFor(documents.length);
        if (table.seed) await suite.seed(...documents.map((_, i) => table.seed!(i)));
        const verdicts: { accepted: boolean; why?: string }[] = [];
        const writeOf = (i: number) => () => table.write(suite.actor(table.role), documents[i], i);
        await inPool(documents, table.concurrency ?? 6, async (_, i) => {
          verdicts[i] = await rulesAccept(writeOf(i));
        });
        const disagreements: string[] = [];
        for (const [i, document] of documents.entries()) {
          const zod = zodAccepts(document, key);
          let { accepted: rules, why = '' } = verdicts[i];
          if (zod && !rules && TRANSIENT_REFUSAL.test(why)) {
            const retry = async (attempt: number) => {
              const index = RETRY_INDEX + (i * PAUSES_BEFORE_RETRY_MS.length + attempt);
              // Seeded afresh: cases that share a document have moved it on since.
              if (table.seed) await suite.seed(table.seed(index));
              return table.write(suite.actor(table.role), documentOf(candidates[i], index), index);
            };
            ({ accepted: rules, why = '' } = await retriedAlone(retry, why, `${table.name}, ${field}, ${candidates[i].label}`));
          }
          if (zod !== rules)
            disagreements.push(
              `${candidates[i].label}: zod ${zod ? 'accepts' : 'refuses'}, the rules ${rules ? 'accept' : `refuse (${why})`}`,
            );
        }
        expect(disagreements, `${table.name}, ${field}`).toEqual([]);
      });
    }
  });
}

/** One `it` for the document's id: each candidate id, one write of a valid document each, idSchema's verdict against the rules'. */
function describeChosenId(
  suite: RulesSuite,
  table: AgreementTable,
  { schema, collection, write }: NonNullable<AgreementTable['chosenId']>,
) {
  const ids = distinct(candidatesFor(schema, AUTO_ID)).filter((c) => usableAsId(c.value));
  total += ids.length;
  fields += 1;
  it(`(the document id): ${ids.length} values`, async () => {
    await coverageRoomFor(ids.length);
    if (table.seed) await suite.seed(...ids.map((_, i) => table.seed!(i)));
    const verdicts: { accepted: boolean; why?: string }[] = [];
    await inPool(ids, table.concurrency ?? 6, async (c, i) => {
      verdicts[i] = await rulesAccept(() => write(suite.actor(table.role), table.valid(i), c.value as string));
    });
    const disagreements: string[] = [];
    for (const [i, c] of ids.entries()) {
      const zod = schema.safeParse(c.value).success;
      let { accepted: rules, why = '' } = verdicts[i];
      if (zod && !rules && TRANSIENT_REFUSAL.test(why)) {
        // The same id again, cleared first: a write reported refused under load may have landed.
        const retry = async (attempt: number) => {
          const index = RETRY_INDEX + (i * PAUSES_BEFORE_RETRY_MS.length + attempt);
          await suite.withRulesOff((db) => deleteDoc(doc(db, collection, c.value as string)));
          if (table.seed) await suite.seed(table.seed(index));
          return write(suite.actor(table.role), table.valid(index), c.value as string);
        };
        ({ accepted: rules, why = '' } = await retriedAlone(retry, why, `${table.name}, the document id, ${c.label}`));
      }
      if (zod !== rules)
        disagreements.push(`${c.label}: zod ${zod ? 'accepts' : 'refuses'}, the rules ${rules ? 'accept' : `refuse (${why})`}`);
    }
    expect(disagreements, `${table.name}, the document id`).toEqual([]);
  });
}
