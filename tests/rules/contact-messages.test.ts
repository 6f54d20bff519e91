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
import { LIMITS, contactMessageSchema } from '@common/schemas';
import { aWhileAgo, contactMessage } from './fixtures';
import { ALLOW, EVERYONE, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, without, type Actor } from './helpers';

// Anyone, signed in or not, may write one; only the owner reads, corrects or deletes.
const suite = useRulesSuite(() => ({ 'contactMessages/m1': { ...contactMessage(), createdAt: aWhileAgo } }));

const messages = (db: Firestore) => collection(db, 'contactMessages');

describe('contactMessages', () => {
  accessMatrix(suite, {
    get: [(a) => getDoc(doc(a.db, 'contactMessages', 'm1')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(messages(a.db)), OWNER_ONLY],
    'list newest first (admin inbox)': [(a) => getDocs(query(messages(a.db), orderBy('createdAt', 'desc'))), OWNER_ONLY],
    create: [(a) => addDoc(messages(a.db), contactMessage()), EVERYONE],
    // A correction within the schema (owner-repairs.test.ts).
    update: [(a) => updateDoc(doc(a.db, 'contactMessages', 'm1'), { subject: 'Edited' }), OWNER_ONLY],
    delete: [(a) => deleteDoc(doc(a.db, 'contactMessages', 'm1')), OWNER_ONLY],
  });

  describe('anonymous messages are validated (rules and zod agree)', () => {
    const valid = contactMessage();
    validationCases(suite, 'anon', (a, data) => addDoc(messages(a.db), data), contactMessageSchema.strict(), [
      ['a valid message', valid, ALLOW],
      ['a message of exactly 10 characters and a phone', { ...valid, message: '0123456789', phone: '+1 415 555 0100' }, ALLOW],
      ['a message of 9 characters', { ...valid, message: 'Hi there!' }],
      ['a message of 9 characters padded with spaces', { ...valid, message: '   Hi there!   ' }],
      ['a message over 5000 characters', { ...valid, message: text(5001) }],
      ['name over 100 characters', { ...valid, name: text(101) }],
      ['a blank name', { ...valid, name: '' }],
      ['an invalid email', { ...valid, email: 'dana' }],
      ['an email with a space', { ...valid, email: 'dana smith@example.com' }],
      ['an email with a tab', { ...valid, email: 'dana\t@example.com' }],
      ['an email with a line break (header injection)', { ...valid, email: 'dana@example.com\nBcc: x@example.com' }],
      ['an email with a control character', { ...valid, email: 'da\u0007na@example.com' }],
      ['phone over 30 characters', { ...valid, phone: text(31, '5') }],
      ['subject over 200 characters', { ...valid, subject: text(201) }],
      ['message as a number', { ...valid, message: 1234567890 }],
      ['an unknown field', { ...valid, read: true }],
      ['no subject', without(valid, 'subject')],
    ]);
  });

  describe('the id a visitor chooses: at most LIMITS.id', () => {
    const withId = (length: number) => (a: Actor, data: DocumentData) => setDoc(doc(messages(a.db), text(length)), data);
    validationCases(suite, 'anon', withId(LIMITS.id), null, [[`an id of ${LIMITS.id} characters`, contactMessage(), ALLOW]]);
    validationCases(suite, 'anon', withId(LIMITS.id + 1), null, [[`an id of ${LIMITS.id + 1} characters`, contactMessage()]]);
  });

  describe('anonymous messages: timestamps', () => {
    const valid = contactMessage();
    validationCases(suite, 'anon', (a, data) => addDoc(messages(a.db), data), null, [
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['no createdAt', without(valid, 'createdAt')],
    ]);
  });
});
