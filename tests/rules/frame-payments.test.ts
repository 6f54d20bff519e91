import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { aWhileAgo } from './fixtures';
import { CUSTOMER_A_AND_OWNER, NOBODY, OWNER_ONLY, SIGNED_IN, UID, accessMatrix, useRulesSuite, type Actor } from './helpers';

// framePayments: what a frame order's customer paid online, written only by the Stripe webhook
// (Admin SDK). The customer reads their own, the owner all; nobody writes, the owner included.
const entry = (userId: string, overrides: Record<string, unknown> = {}) => ({
  orderId: 'order-a',
  userId,
  kind: 'payment',
  amount: 520,
  method: 'card',
  receivedOn: '2026-11-20',
  note: 'Paid online by card (Stripe)',
  stripe: { eventId: 'evt_a', eventType: 'checkout.session.completed', sessionId: 'cs_a', paymentIntentId: 'pi_a' },
  createdAt: aWhileAgo,
  ...overrides,
});

const suite = useRulesSuite(() => ({
  'framePayments/evt_a': entry(UID.customerA),
  'framePayments/evt_b': entry(UID.customerB, { orderId: 'order-b' }),
}));

const framePayment = (a: Actor, id: string) => doc(a.db, 'framePayments', id);
const ownList = (a: Actor, uid: string) => query(collection(a.db, 'framePayments'), where('userId', '==', uid));

describe('framePayments', () => {
  accessMatrix(suite, {
    "get A's entry": [(a) => getDoc(framePayment(a, 'evt_a')), CUSTOMER_A_AND_OWNER],
    'get a missing entry': [(a) => getDoc(framePayment(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'framePayments')), OWNER_ONLY],
    "list A's (profile page query)": [(a) => getDocs(ownList(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own': [(a) => getDocs(ownList(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'record a card payment for an order': [
      (a) => setDoc(framePayment(a, 'evt_new'), entry(a.uid ?? 'anon', { createdAt: aWhileAgo })),
      NOBODY,
    ],
    "change A's amount": [(a) => updateDoc(framePayment(a, 'evt_a'), { amount: 1 }), NOBODY],
    "delete A's entry": [(a) => deleteDoc(framePayment(a, 'evt_a')), NOBODY],
  });
});
