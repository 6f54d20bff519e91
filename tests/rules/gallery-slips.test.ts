import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { aWhileAgo, clientGallery, user } from './fixtures';
import { ALLOW, CUSTOMER_A_AND_OWNER, DENY, NOBODY, OWNER_ONLY, UID, accessMatrix, useRulesSuite, type Actor } from './helpers';

// Issue 38, extras paid by bank transfer (docs/galleries.md "Extras by bank transfer"): the slips
// (gallerySlips) are written with their file by the upload function and decided by the gallery
// function; the payments their approval writes (galleryPayments, `slip-<id>`, by bank transfer) and
// the gallery's pendingPhotoIds likewise. No client writes any of them, the owner included: the
// person who sent a slip reads it and its receipt, the owner reads all. Columns: anon, customerA
// (the gallery's customer and the slip's sender), customerB, owner, ownerUnverified, forgedAdmin, ownerPassword.

const slip = (userId: string, overrides: Record<string, unknown> = {}) => ({
  galleryId: 'family',
  photoIds: ['p3', 'p4'],
  sentOn: '2026-11-20',
  note: '',
  kind: 'extras',
  userId,
  amount: 30,
  orderId: 'a'.repeat(32),
  reference: 'EXTRAS-AAAAAAAA',
  contentType: 'image/jpeg',
  bytes: 2048,
  status: 'pending',
  reason: '',
  paymentId: null,
  createdAt: aWhileAgo,
  decidedAt: null,
  ...overrides,
});
const transferPayment = (userId: string) => ({
  galleryId: 'family',
  userId,
  kind: 'payment',
  amount: 30,
  method: 'bank-transfer',
  receivedOn: '2026-11-20',
  note: 'Bank transfer (slip s-a)',
  photoIds: ['p3', 'p4'],
  purpose: 'extras',
  adjusts: null,
  createdAt: aWhileAgo,
});

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  'clientGalleries/family': clientGallery(UID.customerA, { pendingPhotoIds: ['p3', 'p4'] }),
  'gallerySlips/s-a': slip(UID.customerA),
  'gallerySlips/s-b': slip(UID.customerB, { photoIds: ['p5'], amount: 15 }),
  'galleryPayments/slip-s-old': transferPayment(UID.customerA),
}));

const ref = (a: Actor, id: string) => doc(a.db, 'gallerySlips', id);
const own = (a: Actor, uid: string) =>
  query(collection(a.db, 'gallerySlips'), where('userId', '==', uid), where('galleryId', '==', 'family'));

describe('gallerySlips', () => {
  accessMatrix(suite, {
    "get A's slip": [(a) => getDoc(ref(a, 's-a')), CUSTOMER_A_AND_OWNER],
    'get a missing slip': [(a) => getDoc(ref(a, 'missing')), OWNER_ONLY],
    "list A's slips for the gallery (the gallery page's query)": [(a) => getDocs(own(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    "list one's own": [(a) => getDocs(own(a, a.uid ?? 'signed-out')), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    "list a gallery's slips (the owner's editor)": [
      (a) => getDocs(query(collection(a.db, 'gallerySlips'), where('galleryId', '==', 'family'))),
      OWNER_ONLY,
    ],
    'send a slip record without the function': [(a) => setDoc(ref(a, 's-new'), slip(a.uid ?? 'anon')), NOBODY],
    "lower A's amount": [(a) => updateDoc(ref(a, 's-a'), { amount: 1 }), NOBODY],
    "approve A's slip from a browser": [(a) => updateDoc(ref(a, 's-a'), { status: 'approved', paymentId: 'slip-s-a' }), NOBODY],
    "reject A's slip from a browser": [(a) => updateDoc(ref(a, 's-a'), { status: 'rejected', reason: 'Unreadable' }), NOBODY],
    "delete A's slip": [(a) => deleteDoc(ref(a, 's-a')), NOBODY],
  });
});

describe('what an approval writes: the payment and the photos', () => {
  accessMatrix(suite, {
    "get A's receipt of a transfer": [(a) => getDoc(doc(a.db, 'galleryPayments/slip-s-old')), CUSTOMER_A_AND_OWNER],
    'record a transfer payment from a browser': [
      (a) => setDoc(doc(a.db, 'galleryPayments/slip-s-a'), transferPayment(a.uid ?? 'anon')),
      NOBODY,
    ],
    'mark photos pending (pendingPhotoIds)': [(a) => updateDoc(doc(a.db, 'clientGalleries/family'), { pendingPhotoIds: ['p1'] }), NOBODY],
    'free the pending photos': [(a) => updateDoc(doc(a.db, 'clientGalleries/family'), { pendingPhotoIds: [] }), NOBODY],
  });
});
