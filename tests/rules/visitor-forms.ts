// The collections a visitor's form writes into (contactMessages, supportRequests): anyone, signed
// in or not, may write one document; only the owner reads, corrects or deletes. Their access
// matrix, the id a visitor chooses and the server's createdAt are the same for each; each file
// gives its fields' cases.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import type { ZodObject } from 'zod';
import { LIMITS } from '@common/schemas';
import { aWhileAgo } from './fixtures';
import { ALLOW, EVERYONE, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, without, type Actor, type Case } from './helpers';

interface VisitorForm {
  collection: string;
  /** What one document is called in the tests' names, in the plural: "messages". */
  plural: string;
  /** A valid document as the form sends it (createdAt: the server's time). */
  valid: () => DocumentData;
  /** An owner's correction within the schema (owner-repairs.test.ts). */
  correction: DocumentData;
  schema: ZodObject;
  /** The visitor's documents the rules and zod judge alike, beyond the email addresses below. */
  cases: (valid: DocumentData) => Case[];
}

/** Addresses both refuse on every form: whitespace or a control character (a header injection). */
const badEmails = (valid: DocumentData): Case[] => [
  ['an email with a space', { ...valid, email: 'dana smith@example.com' }],
  ['an email with a tab', { ...valid, email: 'dana\t@example.com' }],
  ['an email with a line break (header injection)', { ...valid, email: 'dana@example.com\nBcc: x@example.com' }],
  ['an email with a control character', { ...valid, email: 'da\u0007na@example.com' }],
];

export function describeVisitorForm(form: VisitorForm): void {
  const suite = useRulesSuite(() => ({ [`${form.collection}/seeded`]: { ...form.valid(), createdAt: aWhileAgo } }));
  const all = (a: Actor) => collection(a.db, form.collection);
  const seeded = (a: Actor) => doc(a.db, form.collection, 'seeded');
  const create = (a: Actor, data: DocumentData) => addDoc(all(a), data);

  describe(form.collection, () => {
    accessMatrix(suite, {
      get: [(a) => getDoc(seeded(a)), OWNER_ONLY],
      'list, unfiltered': [(a) => getDocs(all(a)), OWNER_ONLY],
      'list newest first (admin inbox)': [(a) => getDocs(query(all(a), orderBy('createdAt', 'desc'))), OWNER_ONLY],
      create: [(a) => create(a, form.valid()), EVERYONE],
      update: [(a) => updateDoc(seeded(a), form.correction), OWNER_ONLY],
      delete: [(a) => deleteDoc(seeded(a)), OWNER_ONLY],
    });

    describe(`anonymous ${form.plural} are validated (rules and zod agree)`, () => {
      const valid = form.valid();
      validationCases(suite, 'anon', create, form.schema.strict(), [...form.cases(valid), ...badEmails(valid)]);
    });

    describe('the id a visitor chooses: at most LIMITS.id', () => {
      const withId = (length: number) => (a: Actor, data: DocumentData) => setDoc(doc(all(a), text(length)), data);
      validationCases(suite, 'anon', withId(LIMITS.id), null, [[`an id of ${LIMITS.id} characters`, form.valid(), ALLOW]]);
      validationCases(suite, 'anon', withId(LIMITS.id + 1), null, [[`an id of ${LIMITS.id + 1} characters`, form.valid()]]);
    });

    describe(`anonymous ${form.plural}: timestamps`, () => {
      const valid = form.valid();
      validationCases(suite, 'anon', create, null, [
        ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
        ['createdAt as a string', { ...valid, createdAt: '2026-11-22T03:00:00Z' }],
        ['no createdAt', without(valid, 'createdAt')],
      ]);
    });
  });
}
