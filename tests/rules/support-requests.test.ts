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
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { LIMITS, supportRequestSchema } from '@common/schemas';
import { aWhileAgo, supportRequest } from './fixtures';
import { ALLOW, EVERYONE, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, without, type Actor } from './helpers';

// Anyone, signed in or not, may write one; only the owner reads or deletes; nobody edits.
const suite = useRulesSuite(() => ({ 'supportRequests/r1': { ...supportRequest(), createdAt: aWhileAgo } }));

const requests = (db: Firestore) => collection(db, 'supportRequests');

describe('supportRequests', () => {
  accessMatrix(suite, {
    get: [(a) => getDoc(doc(a.db, 'supportRequests', 'r1')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(requests(a.db)), OWNER_ONLY],
    'list newest first (admin inbox)': [(a) => getDocs(query(requests(a.db), orderBy('createdAt', 'desc'))), OWNER_ONLY],
    create: [(a) => addDoc(requests(a.db), supportRequest()), EVERYONE],
    // A correction within the schema (owner-repairs.test.ts).
    update: [(a) => updateDoc(doc(a.db, 'supportRequests', 'r1'), { topic: 'Other' }), OWNER_ONLY],
    delete: [(a) => deleteDoc(doc(a.db, 'supportRequests', 'r1')), OWNER_ONLY],
  });

  describe('anonymous requests are validated (rules and zod agree)', () => {
    const valid = supportRequest();
    validationCases(suite, 'anon', (a, data) => addDoc(requests(a.db), data), supportRequestSchema.strict(), [
      ['a valid request', valid, ALLOW],
      ['an empty reference', { ...valid, reference: '' }, ALLOW],
      ['the privacy topic (a copy or deletion of their data)', { ...valid, topic: 'Privacy' }, ALLOW],
      ['an unknown topic', { ...valid, topic: 'Refund now' }],
      ['topic in lower case', { ...valid, topic: 'payment' }],
      ['reference over 100 characters', { ...valid, reference: text(101) }],
      ['a message of 9 characters', { ...valid, message: 'Help me!!' }],
      ['a message over 5000 characters', { ...valid, message: text(5001) }],
      ['name over 100 characters', { ...valid, name: text(101) }],
      ['an invalid email', { ...valid, email: 'dana@' }],
      ['an email with a space', { ...valid, email: 'dana smith@example.com' }],
      ['an email with a tab', { ...valid, email: 'dana\t@example.com' }],
      ['an email with a line break (header injection)', { ...valid, email: 'dana@example.com\nBcc: x@example.com' }],
      ['an email with a control character', { ...valid, email: 'da\u0007na@example.com' }],
      ['an unknown field', { ...valid, priority: 'urgent' }],
      ['no topic', without(valid, 'topic')],
    ]);
  });

  describe('the id a visitor chooses: at most LIMITS.id', () => {
    const withId = (length: number) => (a: Actor, data: DocumentData) => setDoc(doc(requests(a.db), text(length)), data);
    validationCases(suite, 'anon', withId(LIMITS.id), null, [[`an id of ${LIMITS.id} characters`, supportRequest(), ALLOW]]);
    validationCases(suite, 'anon', withId(LIMITS.id + 1), null, [[`an id of ${LIMITS.id + 1} characters`, supportRequest()]]);
  });

  describe('anonymous requests: timestamps', () => {
    const valid = supportRequest();
    validationCases(suite, 'anon', (a, data) => addDoc(requests(a.db), data), null, [
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['createdAt as a string', { ...valid, createdAt: '2026-11-22T03:00:00Z' }],
    ]);
  });
});
