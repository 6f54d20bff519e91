import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { softCopySchema } from '../../common/schemas';
import { softCopy } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';

const suite = useRulesSuite(() => ({
  'softCopies/alice-photos': softCopy(UID.customerA),
  'softCopies/bob-photos': softCopy(UID.customerB, { userEmail: 'bob@example.com' }),
}));

const softCopyRef = (a: Actor, id: string) => doc(a.db, 'softCopies', id);
const fresh = (a: Actor) => doc(collection(a.db, 'softCopies'));
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'softCopies'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

describe('softCopies', () => {
  accessMatrix(suite, {
    "get A's soft copy": [(a) => getDoc(softCopyRef(a, 'alice-photos')), CUSTOMER_A_AND_OWNER],
    'get a missing one': [(a) => getDoc(softCopyRef(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'softCopies')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    'create one for A': [(a) => setDoc(fresh(a), softCopy(UID.customerA, { createdAt: serverTimestamp() })), OWNER_ONLY],
    'create one for oneself': [(a) => setDoc(fresh(a), softCopy(a.uid ?? 'signed-out', { createdAt: serverTimestamp() })), OWNER_ONLY],
    "update A's link": [(a) => updateDoc(softCopyRef(a, 'alice-photos'), { link: 'https://drive.example.com/new' }), OWNER_ONLY],
    "delete A's": [(a) => deleteDoc(softCopyRef(a, 'alice-photos')), OWNER_ONLY],
  });

  describe('owner writes are validated (rules and zod agree)', () => {
    const valid = softCopy(UID.customerA, { createdAt: serverTimestamp() });
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), softCopySchema.strict(), [
      ['a valid soft copy', valid, ALLOW],
      ['an empty message', { ...valid, message: '' }, ALLOW],
      ['a link that is not a URL', { ...valid, link: 'the shared drive folder' }],
      ['a link over 2048 characters', { ...valid, link: `https://drive.example.com/${text(2030)}` }],
      ['an invalid userEmail', { ...valid, userEmail: 'alice' }],
      ['a blank title', { ...valid, title: '' }],
      ['title over 200 characters', { ...valid, title: text(201) }],
      ['message over 2000 characters', { ...valid, message: text(2001) }],
      ['an empty userId', { ...valid, userId: '' }],
      ['createdAt as a string', { ...valid, createdAt: '2026-01-15' }],
      ['an unknown field', { ...valid, downloads: 0 }],
      ['no link', without(valid, 'link')],
    ]);
  });

  // z.url() accepts these; the rules allow only http(s) links, which customers will click.
  describe('owner writes: links the rules refuse though zod accepts them', () => {
    const valid = softCopy(UID.customerA, { createdAt: serverTimestamp() });
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), null, [
      ['a javascript: link', { ...valid, link: 'javascript:alert(document.cookie)' }],
      ['an ftp link', { ...valid, link: 'ftp://files.example.com/wedding.zip' }],
    ]);
  });

  describe('owner updates keep the shape', () => {
    validationCases(suite, 'owner', (a, data) => updateDoc(softCopyRef(a, 'alice-photos'), data), null, [
      ['a new title', { title: 'Your album, final cut' }, ALLOW],
      ['a link that is not a URL', { link: 'see email' }],
      ['an unknown field', { seen: true }],
    ]);
  });
});
