import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { userProfileUpdateSchema } from '@common/schemas';
import { user } from './fixtures';
import {
  ALLOW,
  DENY,
  CUSTOMER_A_AND_OWNER,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  type Actor,
} from './helpers';

// Records are written by the onUserCreated function (Admin SDK). A customer reads and edits their
// own name, phone and avatar; the owner reads them all and may correct those three fields.
const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com', { name: 'Bob Example' }),
  [`users/${UID.ownerUnverified}`]: user('owner@styleandstory.studio', { name: 'Not the owner' }),
  [`users/${UID.forgedAdmin}`]: user('mallory@example.com', { name: 'Mallory' }),
}));

const own = (a: Actor) => doc(a.db, 'users', a.uid ?? 'signed-out');
const alices = (a: Actor) => doc(a.db, 'users', UID.customerA);

describe('users', () => {
  accessMatrix(suite, {
    "get A's record": [(a) => getDoc(alices(a)), CUSTOMER_A_AND_OWNER],
    // The owner has no record (never a customer) but may still read the empty path.
    'get own record': [(a) => getDoc(own(a)), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'users')), OWNER_ONLY],
    'list newest first (admin New Users)': [(a) => getDocs(query(collection(a.db, 'users'), orderBy('createdAt', 'desc'))), OWNER_ONLY],
    "list by A's email": [(a) => getDocs(query(collection(a.db, 'users'), where('email', '==', 'alice@example.com'))), OWNER_ONLY],
    'create own record': [(a) => setDoc(own(a), user('new@example.com')), NOBODY],
    // The customer, and the owner correcting a record (owner-repairs.test.ts).
    "update A's name": [(a) => updateDoc(alices(a), { name: 'Alice B. Example' }), [DENY, ALLOW, DENY, ALLOW, DENY, DENY, DENY]],
    "delete A's record": [(a) => deleteDoc(alices(a)), NOBODY],
  });

  describe("a customer's own profile edits (rules and zod agree)", () => {
    validationCases(suite, 'customerA', (a, data) => updateDoc(own(a), data), userProfileUpdateSchema.strict(), [
      ['name, phone and avatar together', { name: 'Alice', phone: '+1 415 555 0100', avatar: 'https://example.com/b.png' }, ALLOW],
      ['clearing the phone', { phone: '' }, ALLOW],
      ['clearing the avatar', { avatar: '' }, ALLOW],
      ['an http avatar', { avatar: 'http://example.com/c.png' }, ALLOW],
      ['a blank name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['a phone that is not a number', { phone: 'call me maybe' }],
      ['a phone of 6 digits', { phone: '555012' }],
      ['an avatar that is not a link', { avatar: 'my photo' }],
      ['a javascript: avatar', { avatar: 'javascript:alert(1)' }],
      ['a data: avatar', { avatar: 'data:image/png;base64,AAAA' }],
      ['name over 100 characters', { name: text(101) }],
      ['phone over 30 characters', { phone: text(31, '1') }],
      ['avatar over 2048 characters', { avatar: text(2049) }],
      ['name as a number', { name: 42 }],
      ['phone as null', { phone: null }],
      ['an unknown field', { isAdmin: true }],
    ]);
  });

  describe('role escalation and protected fields', () => {
    validationCases(suite, 'customerA', (a, data) => updateDoc(own(a), data), null, [
      ['role set to admin', { role: 'admin' }],
      ['role set to owner along with a name', { name: 'Alice', role: 'owner' }],
      ['email changed to the owner address', { email: 'owner@styleandstory.studio' }],
      ['createdAt changed', { createdAt: Timestamp.now() }],
      ['the whole record replaced with a new role', { ...user('alice@example.com'), role: 'admin' }],
    ]);
    validationCases(suite, 'forgedAdmin', (a, data) => updateDoc(own(a), data), null, [
      ['role set to admin by an account with an admin claim', { role: 'admin' }],
    ]);
  });
});
