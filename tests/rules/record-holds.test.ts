import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { recordHoldId } from '@common/schemas';
import { aWhileAgo, clientGallery, storedBooking, storedFrameOrder, user } from './fixtures';
import { ALLOW, DENY, NOBODY, OWNER_ONLY, UID, accessMatrix, expectOutcome, useRulesSuite, type Actor } from './helpers';

// recordHolds/{collection}:{id} (common/schemas/record-holds.ts): what something else names is not
// deleted. A pending request with a transfer slip (waiting or decided), a booking a client gallery
// names, and a frame order paid online keep their hold; the owner's delete is refused, and the
// record is cancelled instead (its history kept). Each DENY below was an ALLOW before the holds.

const hold = (collection: 'bookings' | 'frameOrders', id: string) => `recordHolds/${recordHoldId(collection, id)}`;

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  // A request whose slip waits for the owner (booksApi wrote the slip and the hold together).
  'bookings/with-slip': storedBooking(UID.customerA, 'pending'),
  'transferSlips/s1': { bookingId: 'with-slip', userId: UID.customerA, status: 'pending', createdAt: aWhileAgo },
  [hold('bookings', 'with-slip')]: {},
  // A declined request whose slip was rejected: the evidence stays, so does the request.
  'bookings/declined-with-slip': storedBooking(UID.customerA, 'declined'),
  [hold('bookings', 'declined-with-slip')]: {},
  // A request a gallery names (the owner's gallery wrote the hold).
  'bookings/with-gallery': storedBooking(UID.customerA, 'cancelled'),
  'clientGalleries/g1': clientGallery(UID.customerA, { bookingId: 'with-gallery' }),
  [hold('bookings', 'with-gallery')]: {},
  // Nothing names these.
  'bookings/free': storedBooking(UID.customerA, 'pending'),
  'bookings/for-gallery': storedBooking(UID.customerA, 'completed'),
  'bookings/held-for-gallery': storedBooking(UID.customerA, 'completed'),
  [hold('bookings', 'held-for-gallery')]: {},
  // A frame order the customer paid online, then cancelled (the webhook wrote the entry and the hold).
  'frameOrders/paid-online': storedFrameOrder(UID.customerA, 'cancelled'),
  'framePayments/evt_1': { orderId: 'paid-online', userId: UID.customerA, kind: 'payment', amount: 120, createdAt: aWhileAgo },
  [hold('frameOrders', 'paid-online')]: {},
  'frameOrders/received-paid-online': storedFrameOrder(UID.customerA, 'received'),
  [hold('frameOrders', 'received-paid-online')]: {},
  'frameOrders/unpaid': storedFrameOrder(UID.customerA, 'received'),
}));

const remove = (a: Actor, path: string) => deleteDoc(doc(a.db, path));

describe('the owner deletes nothing another record names', () => {
  const cases: [string, string, typeof ALLOW | typeof DENY][] = [
    ['a pending request with a transfer slip waiting', 'bookings/with-slip', DENY],
    ['a declined request with a rejected slip', 'bookings/declined-with-slip', DENY],
    ['a cancelled request a client gallery names', 'bookings/with-gallery', DENY],
    ['a pending request nothing names', 'bookings/free', ALLOW],
    ['a cancelled frame order paid online', 'frameOrders/paid-online', DENY],
    ['a received frame order paid online', 'frameOrders/received-paid-online', DENY],
    ['a received frame order not paid online', 'frameOrders/unpaid', ALLOW],
  ];
  for (const [name, path, outcome] of cases) {
    it(`${name} → ${outcome}`, async () => {
      await expectOutcome(outcome, remove(suite.actor('owner'), path));
    });
  }

  it('the held request is cancelled instead, its history kept', async () => {
    await assertSucceeds(
      updateDoc(doc(suite.actor('owner').db, 'bookings/with-slip'), {
        status: 'cancelled',
        'statusAt.cancelled': serverTimestamp(),
        statusReason: 'Asked to cancel by phone',
      }),
    );
  });
});

describe('a gallery for a booking holds it, in the same write', () => {
  const gallery = (bookingId: string) =>
    clientGallery(UID.customerA, { bookingId, status: 'draft', publishedAt: null, createdAt: serverTimestamp() });

  it('the gallery with the booking’s hold → allow; the booking then cannot be deleted', async () => {
    const { db } = suite.actor('owner');
    const batch = writeBatch(db);
    batch.set(doc(db, 'clientGalleries/new'), gallery('for-gallery'));
    batch.set(doc(db, hold('bookings', 'for-gallery')), {});
    await assertSucceeds(batch.commit());
    await assertFails(remove(suite.actor('owner'), 'bookings/for-gallery'));
  });

  it('the gallery alone, the booking not held → deny', async () => {
    await assertFails(setDoc(doc(suite.actor('owner').db, 'clientGalleries/new'), gallery('for-gallery')));
  });

  it('the gallery alone, the booking held already (a slip or another gallery) → allow', async () => {
    await assertSucceeds(setDoc(doc(suite.actor('owner').db, 'clientGalleries/new'), gallery('held-for-gallery')));
  });

  it('a gallery for no booking needs no hold → allow', async () => {
    await assertSucceeds(setDoc(doc(suite.actor('owner').db, 'clientGalleries/new'), { ...gallery('for-gallery'), bookingId: null }));
  });
});

describe('recordHolds', () => {
  accessMatrix(suite, {
    "get a booking's hold": [(a) => getDoc(doc(a.db, hold('bookings', 'with-slip'))), OWNER_ONLY],
    'hold a booking nothing names yet': [(a) => setDoc(doc(a.db, hold('bookings', 'free')), {}), OWNER_ONLY],
    'write a held booking’s hold again': [(a) => setDoc(doc(a.db, hold('bookings', 'with-slip')), {}), NOBODY],
    'release a hold': [(a) => deleteDoc(doc(a.db, hold('bookings', 'with-slip'))), NOBODY],
    'hold a frame order (the webhook’s alone)': [(a) => setDoc(doc(a.db, hold('frameOrders', 'unpaid')), {}), NOBODY],
  });

  const cases: [string, string, Record<string, unknown>][] = [
    ['a hold with a field', hold('bookings', 'free'), { why: 'slip' }],
    ['a hold of a booking that does not exist', hold('bookings', 'no-such-booking'), {}],
    ['a hold of no collection', 'recordHolds/free', {}],
    ['a hold of another collection', 'recordHolds/softCopies:free', {}],
  ];
  for (const [name, path, data] of cases) {
    it(`the owner writes ${name} → deny`, async () => {
      await assertFails(setDoc(doc(suite.actor('owner').db, path), data));
    });
  }
});
