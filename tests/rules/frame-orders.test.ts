import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { frameOrderSchema } from '../../common/schemas';
import { FRAME_NAME, aWhileAgo, frame, newFrameOrder, storedFrameOrder } from './fixtures';
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
  'frames/frame-oak': frame(),
  'frames/frame-retired': frame({ name: 'Pine', active: false, sizes: [{ label: '8x10', price: 60 }] }),
  'frameOrders/alice-pending': storedFrameOrder(UID.customerA),
  'frameOrders/alice-ready': storedFrameOrder(UID.customerA, 'ready'),
  'frameOrders/bob-pending': storedFrameOrder(UID.customerB),
}));

const order = (a: Actor, id: string) => doc(a.db, 'frameOrders', id);
const fresh = (a: Actor) => doc(collection(a.db, 'frameOrders'));
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'frameOrders'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

describe('frameOrders', () => {
  accessMatrix(suite, {
    "get A's order": [(a) => getDoc(order(a, 'alice-pending')), CUSTOMER_A_AND_OWNER],
    'get a missing order': [(a) => getDoc(order(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'frameOrders')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    // The owner creates orders too (admin "Create Frame Order"), for anyone.
    'create own order at the catalogue price': [
      (a) => setDoc(fresh(a), newFrameOrder(a.uid ?? 'signed-out')),
      [DENY, ALLOW, ALLOW, ALLOW, DENY, ALLOW],
    ],
    "create an order in A's name": [(a) => setDoc(fresh(a), newFrameOrder(UID.customerA)), CUSTOMER_A_AND_OWNER],
    "cancel A's pending order": [(a) => updateDoc(order(a, 'alice-pending'), { status: 'cancelled' }), CUSTOMER_A_AND_OWNER],
    "move A's order into production": [(a) => updateDoc(order(a, 'alice-pending'), { status: 'in-production' }), OWNER_ONLY],
    "delete A's order": [(a) => deleteDoc(order(a, 'alice-pending')), OWNER_ONLY],
  });

  describe('customer A creates: shape (rules and zod agree)', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), frameOrderSchema.strict(), [
      ['a valid order', valid, ALLOW],
      ['the larger size at its price', { ...valid, size: '16x20', unitPrice: 260 }, ALLOW],
      ['quantity of 0', { ...valid, quantity: 0 }],
      ['quantity over 20', { ...valid, quantity: 21 }],
      ['quantity as a string', { ...valid, quantity: '2' }],
      ['photoNote over 1000 characters', { ...valid, photoNote: text(1001) }],
      ['deliveryAddress over 500 characters', { ...valid, deliveryAddress: text(501) }],
      ['a blank deliveryAddress', { ...valid, deliveryAddress: ' ' }],
      ['notes over 2000 characters', { ...valid, notes: text(2001) }],
      ['an email without a domain dot', { ...valid, email: 'alice@example' }],
      ['a phone with letters', { ...valid, phone: 'ask reception' }],
      ['an unknown field', { ...valid, giftWrap: true }],
      ['no deliveryAddress', without(valid, 'deliveryAddress')],
      ['a status outside the enum', { ...valid, status: 'shipped' }],
    ]);
  });

  describe('customer A creates: authority', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ["someone else's uid", { ...valid, userId: UID.customerB }],
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['an initial status of ready', { ...valid, status: 'ready' }],
      ['the large size at the small price', { ...valid, size: '16x20', unitPrice: 120 }],
      ['a tampered price', { ...valid, unitPrice: 1 }],
      ['a size the frame does not come in', { ...valid, size: 'A0' }],
      ['a frame name not in the catalogue', { ...valid, frameName: `${FRAME_NAME} deluxe` }],
      ['a retired frame at its own price', { ...valid, frameId: 'frame-retired', frameName: 'Pine', unitPrice: 60 }],
      ['a frame that does not exist', { ...valid, frameId: 'frame-imaginary' }],
    ]);

    it('a second submit to the same id → deny', async () => {
      const ref = order(suite.actor('customerA'), 'resubmitted');
      await assertSucceeds(setDoc(ref, valid));
      await assertFails(setDoc(ref, valid));
    });
  });

  describe('owner creates for a customer', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), null, [
      ['at a discounted price', { ...valid, unitPrice: 99 }, ALLOW],
      ['already in production', { ...valid, status: 'in-production' }, ALLOW],
      ['with a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['with a status outside the enum', { ...valid, status: 'shipped' }],
      ['with an unknown field', { ...valid, rush: true }],
      ['with a negative price', { ...valid, unitPrice: -5 }],
    ]);
  });

  describe("customer A's later changes", () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(order(a, id), data);
    validationCases(suite, 'customerA', update('alice-pending'), null, [
      ['pending → cancelled', { status: 'cancelled' }, ALLOW],
      ['pending → ready', { status: 'ready' }],
      ['pending → delivered', { status: 'delivered' }],
      ['cancelling and changing the quantity', { status: 'cancelled', quantity: 20 }],
      ['changing the size', { size: '16x20' }],
    ]);
    validationCases(suite, 'customerA', update('alice-ready'), null, [['ready → cancelled', { status: 'cancelled' }]]);
  });

  describe('owner edits keep the order valid', () => {
    const update = (a: Actor, data: Record<string, unknown>) => updateDoc(order(a, 'alice-pending'), data);
    validationCases(suite, 'owner', update, null, [
      ['pending → delivered', { status: 'delivered' }, ALLOW],
      ['a status outside the enum', { status: 'shipped' }],
      ['quantity over 20', { quantity: 21 }],
      ['moving it to another user', { userId: UID.customerB }],
      ['rewriting createdAt', { createdAt: Timestamp.now() }],
      ['an unknown field', { trackingNumber: 'X1' }],
    ]);
  });
});
