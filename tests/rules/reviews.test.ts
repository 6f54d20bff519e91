import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { aWhileAgo, storedBooking } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  expectOutcome,
  text,
  useRulesSuite,
  type Actor,
} from './helpers';

// reviews/{bookingId}: the booking's own customer, once it is completed (after delivery); a second
// review rewrites the first, its first time kept. The owner reads them; nobody deletes one.
const suite = useRulesSuite(() => ({
  'bookings/done-a': storedBooking(UID.customerA, 'completed'),
  'bookings/coming-a': storedBooking(UID.customerA, 'confirmed'),
  'bookings/done-b': storedBooking(UID.customerB, 'completed'),
  'reviews/done-b': review(UID.customerB, 'done-b', { createdAt: aWhileAgo, updatedAt: aWhileAgo }),
}));

function review(userId: string, bookingId: string, over: DocumentData = {}) {
  return {
    userId,
    bookingId,
    rating: 5,
    words: 'The photographs are everything we hoped for.',
    consent: true,
    firstName: 'Alice',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  };
}

const write = (a: Actor, bookingId: string, over: DocumentData = {}) =>
  setDoc(doc(a.db, 'reviews', bookingId), review(a.uid ?? 'nobody', bookingId, over));

describe('reviews', () => {
  accessMatrix(suite, {
    "get B's review": [(a) => getDoc(doc(a.db, 'reviews', 'done-b')), [DENY, DENY, ALLOW, ALLOW, DENY, DENY]],
    "get A's review, not written yet": [(a) => getDoc(doc(a.db, 'reviews', 'done-a')), CUSTOMER_A_AND_OWNER],
    'list reviews': [(a) => getDocs(collection(a.db, 'reviews')), OWNER_ONLY],
    "review A's completed booking": [(a) => write(a, 'done-a'), [DENY, ALLOW, DENY, DENY, DENY, DENY]],
    "review A's booking before delivery": [(a) => write(a, 'coming-a'), NOBODY],
    "delete B's review": [(a) => deleteDoc(doc(a.db, 'reviews', 'done-b')), NOBODY],
  });

  describe('what a review may say', () => {
    const alice = () => suite.actor('customerA');
    const cases: [string, DocumentData, 'allow' | 'deny'][] = [
      ['one star, no words, no consent', { rating: 1, words: '', consent: false, firstName: '' }, ALLOW],
      ['six stars', { rating: 6 }, DENY],
      ['no star', { rating: 0 }, DENY],
      ['half a star', { rating: 4.5 }, DENY],
      ['words over 1,000', { words: text(1001) }, DENY],
      ['consent without a first name', { firstName: ' ' }, DENY],
      ['a first time of its own', { createdAt: Timestamp.fromMillis(0) }, DENY],
      ['for someone else', { userId: UID.customerB }, DENY],
    ];
    for (const [name, over, outcome] of cases) it(`${name} → ${outcome}`, () => expectOutcome(outcome, write(alice(), 'done-a', over)));
  });

  describe('a second review', () => {
    const bob = () => suite.actor('customerB');
    it('updates the first, keeping its first time → allow', () =>
      expectOutcome(ALLOW, write(bob(), 'done-b', { rating: 4, createdAt: aWhileAgo })));
    it('with a new first time → deny', () => expectOutcome(DENY, write(bob(), 'done-b', { rating: 4 })));
    it("of another customer's booking → deny", () =>
      expectOutcome(DENY, write(suite.actor('customerA'), 'done-b', { createdAt: aWhileAgo })));
  });
});
