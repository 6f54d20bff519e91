import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { clientGallerySchema, packageSchema } from '@common/schemas';
import { aWhileAgo, clientGallery, galleryPhoto, servicePackage, user } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  signedInWith,
  useRulesSuite,
  validationCases,
  unverifiedEmail,
  type Actor,
  type Row,
} from './helpers';

// Issue 38, the selling half (docs/galleries.md, "Selections and extras"): a gallery's photo
// selection rules, the people the owner invites by email (B is invited to "family", not to
// "alice-only"), each person's own favourites, the sent selections and the extras' ledger, which
// only the functions write. Columns: anon, customerA (the gallery's customer), customerB, owner,
// ownerUnverified, forgedAdmin, ownerPassword.

const RULES = { included: 5, extraPrice: 15, allRemainingPrice: 60 };
const selection = (uid: string) => ({
  userId: uid,
  email: 'x@example.com',
  photoIds: ['p1'],
  fileNames: ['IMG_0001.jpg'],
  includedPhotoIds: ['p1'],
  paidPhotoIds: [],
  sentAt: aWhileAgo,
});
const payment = (uid: string) => ({
  galleryId: 'family',
  userId: uid,
  kind: 'payment',
  amount: 30,
  method: 'card',
  receivedOn: '2026-11-20',
  note: '',
  stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
  photoIds: ['p2'],
  createdAt: aWhileAgo,
});

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com', { name: 'Bob Example' }),
  'clientGalleries/family': clientGallery(UID.customerA, { selection: RULES }),
  'clientGalleries/family/photos/p1': galleryPhoto(),
  'clientGalleries/family/photos/p2': galleryPhoto({ fileName: 'IMG_0002.jpg', order: 1 }),
  'clientGalleries/family/favourites/p1': { userId: UID.customerA, createdAt: aWhileAgo },
  [`clientGalleries/family/favourites/p1~${UID.customerB}`]: { userId: UID.customerB, createdAt: aWhileAgo },
  'clientGalleries/family/invites/bob@example.com': { email: 'bob@example.com', invitedAt: aWhileAgo },
  [`clientGalleries/family/selections/${UID.customerA}`]: selection(UID.customerA),
  [`clientGalleries/family/selections/${UID.customerB}`]: selection(UID.customerB),
  'clientGalleries/alice-only': clientGallery(UID.customerA),
  'clientGalleries/alice-only/photos/p1': galleryPhoto(),
  'galleryPayments/evt_a': payment(UID.customerA),
  'galleryPayments/evt_b': payment(UID.customerB),
}));

const g = (a: Actor, id: string) => doc(a.db, 'clientGalleries', id);
const sub = (a: Actor, id: string, name: string) => collection(a.db, 'clientGalleries', id, name);
const fav = (a: Actor) => ({ userId: a.uid ?? 'signed-out', createdAt: serverTimestamp() });
const ownFavId = (a: Actor, photo: string) => (a.uid === UID.customerA ? photo : `${photo}~${a.uid ?? 'signed-out'}`);

// The gallery's customer (A), the person invited (B) and the owner; A and B only.
const PEOPLE_AND_OWNER: Row = [DENY, ALLOW, ALLOW, ALLOW, DENY, DENY, DENY];
const THE_PEOPLE: Row = [DENY, ALLOW, ALLOW, DENY, DENY, DENY, DENY];
const B_ONLY: Row = [DENY, DENY, ALLOW, DENY, DENY, DENY, DENY];
const B_AND_OWNER: Row = [DENY, DENY, ALLOW, ALLOW, DENY, DENY, DENY];

describe('gallery selections, invitations and extras', () => {
  accessMatrix(suite, {
    'get the family gallery (B invited)': [(a) => getDoc(g(a, 'family')), PEOPLE_AND_OWNER],
    "get A's gallery B is not invited to": [(a) => getDoc(g(a, 'alice-only')), CUSTOMER_A_AND_OWNER],
    'list the shown photos of the family gallery': [
      (a) => getDocs(query(sub(a, 'family', 'photos'), where('hidden', '==', false))),
      PEOPLE_AND_OWNER,
    ],
    "list the shown photos of A's gallery B is not invited to": [
      (a) => getDocs(query(sub(a, 'alice-only', 'photos'), where('hidden', '==', false))),
      CUSTOMER_A_AND_OWNER,
    ],
    "read everyone's favourites of the family gallery (the combined count)": [
      (a) => getDocs(sub(a, 'family', 'favourites')),
      PEOPLE_AND_OWNER,
    ],
    'favourite a photo as oneself (the id names the person)': [
      (a) => setDoc(doc(sub(a, 'family', 'favourites'), ownFavId(a, 'p2')), fav(a)),
      THE_PEOPLE,
    ],
    "favourite under the customer's own id (the photo's id alone)": [
      (a) => setDoc(doc(sub(a, 'family', 'favourites'), 'p2'), fav(a)),
      [DENY, ALLOW, DENY, DENY, DENY, DENY, DENY],
    ],
    "favourite under B's id": [(a) => setDoc(doc(sub(a, 'family', 'favourites'), `p2~${UID.customerB}`), fav(a)), B_ONLY],
    "favourite in A's gallery B is not invited to": [
      (a) => setDoc(doc(sub(a, 'alice-only', 'favourites'), ownFavId(a, 'p1')), fav(a)),
      [DENY, ALLOW, DENY, DENY, DENY, DENY, DENY],
    ],
    "remove A's favourite": [(a) => deleteDoc(doc(sub(a, 'family', 'favourites'), 'p1')), [DENY, ALLOW, DENY, DENY, DENY, DENY, DENY]],
    "remove B's favourite": [(a) => deleteDoc(doc(sub(a, 'family', 'favourites'), `p1~${UID.customerB}`)), B_ONLY],
    'list the invitations': [(a) => getDocs(sub(a, 'family', 'invites')), OWNER_ONLY],
    'invite someone (the function writes it, with its email)': [
      (a) => setDoc(doc(sub(a, 'family', 'invites'), 'carol@example.com'), { email: 'carol@example.com', invitedAt: serverTimestamp() }),
      NOBODY,
    ],
    'withdraw an invitation': [(a) => deleteDoc(doc(sub(a, 'family', 'invites'), 'bob@example.com')), OWNER_ONLY],
    "get A's sent selection": [(a) => getDoc(doc(sub(a, 'family', 'selections'), UID.customerA)), CUSTOMER_A_AND_OWNER],
    "get B's sent selection": [(a) => getDoc(doc(sub(a, 'family', 'selections'), UID.customerB)), B_AND_OWNER],
    'list every sent selection': [(a) => getDocs(sub(a, 'family', 'selections')), OWNER_ONLY],
    // The limit is the function's to check: no client records a selection, within it or not.
    'record a selection over the limit': [
      (a) => setDoc(doc(sub(a, 'family', 'selections'), a.uid ?? 'x'), { ...selection(a.uid ?? 'x'), photoIds: ['p1', 'p2'] }),
      NOBODY,
    ],
    'record a selection within the limit': [
      (a) => setDoc(doc(sub(a, 'family', 'selections'), a.uid ?? 'x'), selection(a.uid ?? 'x')),
      NOBODY,
    ],
    "get A's extras payment": [(a) => getDoc(doc(a.db, 'galleryPayments/evt_a')), CUSTOMER_A_AND_OWNER],
    "list one's own extras payments": [
      (a) => getDocs(query(collection(a.db, 'galleryPayments'), where('userId', '==', a.uid ?? 'x'))),
      [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
    ],
    'list every extras payment': [(a) => getDocs(collection(a.db, 'galleryPayments')), OWNER_ONLY],
    'write an extras payment': [(a) => setDoc(doc(a.db, 'galleryPayments/evt_new'), payment(a.uid ?? 'x')), NOBODY],
    'unlock a photo (paidPhotoIds)': [(a) => updateDoc(g(a, 'family'), { paidPhotoIds: ['p2'] }), NOBODY],
    "change the gallery's selection rules": [(a) => updateDoc(g(a, 'family'), { selection: { ...RULES, included: 25 } }), OWNER_ONLY],
  });

  describe('an invited address whose email is not verified', () => {
    const unverified = () => suite.signedIn(UID.customerB, unverifiedEmail('bob@example.com'));
    it('reads nothing and marks nothing → deny', async () => {
      await assertFails(getDoc(doc(unverified(), 'clientGalleries/family')));
      await assertFails(
        setDoc(doc(unverified(), `clientGalleries/family/favourites/p2~${UID.customerB}`), {
          userId: UID.customerB,
          createdAt: serverTimestamp(),
        }),
      );
    });
  });

  it('an invited address in other letter case still gets access (the id is the address in lower case)', async () => {
    const db = suite.signedIn(UID.customerB, { email: 'Bob@Example.com', email_verified: true, ...signedInWith('google.com') });
    await assertSucceeds(getDoc(doc(db, 'clientGalleries/family')));
  });

  describe("the owner's selection rules on a gallery (rules and zod agree)", () => {
    const update = (a: Actor, data: Record<string, unknown>) => updateDoc(g(a, 'family'), data);
    const base = clientGallery(UID.customerA);
    validationCases(suite, 'owner', update, null, [
      ['5 included, 15 each, 60 for all remaining', { selection: RULES }, ALLOW],
      ['no "all remaining" price', { selection: { ...RULES, allRemainingPrice: null } }, ALLOW],
      ['no limit (null)', { selection: null }, ALLOW],
      ['a negative number included', { selection: { ...RULES, included: -1 } }],
      ['more than 5000 included', { selection: { ...RULES, included: 5001 } }],
      ['a price with cents', { selection: { ...RULES, extraPrice: 12.5 } }],
      ['a price as text', { selection: { ...RULES, extraPrice: '15' } }],
      ['without the extra price', { selection: { included: 5, allRemainingPrice: null } }],
      ['an unknown key', { selection: { ...RULES, free: 2 } }],
    ]);
    it('zod agrees on each case', () => {
      const parse = (value: unknown) => clientGallerySchema.safeParse({ ...base, selection: value }).success;
      const cases: [unknown, boolean][] = [
        [RULES, true],
        [{ ...RULES, allRemainingPrice: null }, true],
        [null, true],
        [{ ...RULES, included: -1 }, false],
        [{ ...RULES, included: 5001 }, false],
        [{ ...RULES, extraPrice: 12.5 }, false],
        [{ ...RULES, extraPrice: '15' }, false],
        [{ included: 5, allRemainingPrice: null }, false],
        [{ ...RULES, free: 2 }, false],
      ];
      for (const [value, valid] of cases) if (parse(value) !== valid) throw new Error(`zod disagrees on ${JSON.stringify(value)}`);
    });
  });

  describe("a package's selection (rules and zod agree)", () => {
    const write = (a: Actor, data: Record<string, unknown>) => setDoc(doc(a.db, 'packages', 'pkg-new'), data);
    validationCases(suite, 'owner', write, packageSchema.strict(), [
      [
        'with 25 included at 15 each',
        servicePackage({ gallerySelection: { included: 25, extraPrice: 15, allRemainingPrice: null } }),
        ALLOW,
      ],
      ['with no limit', servicePackage({ gallerySelection: null }), ALLOW],
      ['with an unknown key', { ...servicePackage(), gallerySelection: { ...RULES, free: 1 } }],
      ['with a price with cents', { ...servicePackage(), gallerySelection: { ...RULES, extraPrice: 0.5 } }],
    ]);
  });
});
