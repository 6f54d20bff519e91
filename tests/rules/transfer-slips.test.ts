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
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { slipPaymentId } from '@common/schemas';
import { TODAY, aWhileAgo, newPayment, storedBooking } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  type Actor,
} from './helpers';

// Transfer slips: the booksApi function writes each record with its file, so no client creates or
// deletes one. The customer reads their own; the owner reads all and decides once: approved, with
// the slip's ledger payment in the same write, or rejected with a reason.

const slip = (userId: string, bookingId: string, overrides: Record<string, unknown> = {}) => ({
  bookingId,
  amount: 500,
  sentOn: TODAY,
  note: '',
  userId,
  contentType: 'image/jpeg',
  bytes: 120_000,
  status: 'pending',
  reason: '',
  paymentId: null,
  createdAt: aWhileAgo,
  ...overrides,
});

const suite = useRulesSuite(() => ({
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed', { paidTotal: 450 }),
  'paymentLedgers/alice-confirmed': { net: 450, lastEntry: 'pay-1' },
  'bookings/bob-confirmed': storedBooking(UID.customerB, 'confirmed'),
  'transferSlips/alice-slip': slip(UID.customerA, 'alice-confirmed'),
  'transferSlips/alice-rejected': slip(UID.customerA, 'alice-confirmed', { status: 'rejected', reason: 'Unreadable photo' }),
  'transferSlips/bob-slip': slip(UID.customerB, 'bob-confirmed'),
  // A session's deposit (docs/sessions.md): the sessions function decides it, never a client.
  'transferSlips/alice-session-slip': slip(UID.customerA, 'slot-1_alice', { kind: 'session' }),
}));

const ref = (a: Actor, id: string) => doc(a.db, 'transferSlips', id);
const ownSlips = (a: Actor, uid: string) =>
  query(collection(a.db, 'transferSlips'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/** The approval as web/src/data/slips.ts writes it: the payment, its ledger step and the slip, in one batch. */
function approve(a: Actor, id: string, entry: Record<string, unknown> = {}, change: Record<string, unknown> = {}) {
  const paymentId = slipPaymentId(id);
  const payment = newPayment('alice-confirmed', UID.customerA, {
    amount: 500,
    method: 'bank-transfer',
    note: `Transfer slip ${id}`,
    ...entry,
  });
  const batch = writeBatch(a.db);
  batch.set(doc(a.db, 'payments', paymentId), payment);
  batch.set(doc(a.db, 'paymentLedgers', 'alice-confirmed'), { net: 450 + Number(payment.amount), lastEntry: paymentId });
  batch.update(ref(a, id), { status: 'approved', paymentId, ...change });
  return batch.commit();
}
const reject = (a: Actor, id: string, reason: unknown) => updateDoc(ref(a, id), { status: 'rejected', reason });

describe('transferSlips', () => {
  accessMatrix(suite, {
    "get A's slip": [(a) => getDoc(ref(a, 'alice-slip')), CUSTOMER_A_AND_OWNER],
    "list A's slips, newest first (profile)": [(a) => getDocs(ownSlips(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list every slip': [(a) => getDocs(collection(a.db, 'transferSlips')), OWNER_ONLY],
    'create a slip record': [(a) => setDoc(ref(a, 'new-slip'), slip(a.uid ?? 'x', 'alice-confirmed')), NOBODY],
    'add a slip record': [(a) => addDoc(collection(a.db, 'transferSlips'), slip(UID.customerA, 'alice-confirmed')), NOBODY],
    "approve A's slip with its payment": [(a) => approve(a, 'alice-slip'), OWNER_ONLY],
    "reject A's slip with a reason": [(a) => reject(a, 'alice-slip', 'The amount on the slip is 50, not 500.'), OWNER_ONLY],
    "mark A's slip approved without a payment": [
      (a) => updateDoc(ref(a, 'alice-slip'), { status: 'approved', paymentId: 'slip-alice-slip' }),
      NOBODY,
    ],
    "change the amount of A's slip": [(a) => updateDoc(ref(a, 'alice-slip'), { amount: 5000 }), NOBODY],
    "delete A's slip": [(a) => deleteDoc(ref(a, 'alice-slip')), NOBODY],
    "get A's session slip": [(a) => getDoc(ref(a, 'alice-session-slip')), CUSTOMER_A_AND_OWNER],
    "reject A's session slip (the function's: it frees the slot)": [
      (a) => reject(a, 'alice-session-slip', 'The amount on the slip is 50, not 500.'),
      NOBODY,
    ],
    "approve A's session slip (the function's: it books the slot)": [
      (a) => updateDoc(ref(a, 'alice-session-slip'), { status: 'approved', paymentId: null }),
      NOBODY,
    ],
  });

  describe('the owner approves: the payment must be the slip’s', () => {
    validationCases(suite, 'owner', (a, entry) => approve(a, 'alice-slip', entry), null, [
      ['the slip’s amount by bank transfer', {}, ALLOW],
      ['another amount', { amount: 450 }],
      ['by cash', { method: 'cash' }],
      ['on another booking', { bookingId: 'bob-confirmed', userId: UID.customerB }],
    ]);
    validationCases(suite, 'owner', (a, change) => approve(a, 'alice-slip', {}, change), null, [
      ['naming another payment', { paymentId: 'pay-1' }],
      ['changing the amount too', { amount: 400 }],
      ['with a reason too', { reason: 'Fine' }],
    ]);
    validationCases(suite, 'owner', (a) => approve(a, 'alice-rejected'), null, [['a slip already rejected', {}, DENY]]);
  });

  describe('the owner rejects: with a reason the customer reads, once', () => {
    validationCases(suite, 'owner', (a, d) => reject(a, String(d.id), d.reason), null, [
      ['a reason', { id: 'alice-slip', reason: 'The slip shows another account.' }, ALLOW],
      ['a reason of 500 characters', { id: 'alice-slip', reason: text(500) }, ALLOW],
      ['no reason', { id: 'alice-slip', reason: '   ' }],
      ['a reason over 500 characters', { id: 'alice-slip', reason: text(501) }],
      ['a reason that is not text', { id: 'alice-slip', reason: 42 }],
      ['a slip already rejected', { id: 'alice-rejected', reason: 'Again' }],
    ]);
  });
});
