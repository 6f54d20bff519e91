import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { bookingSchema } from '../../common/schemas';
import { PACKAGE_NAME, PACKAGE_PRICE, aWhileAgo, newBooking, servicePackage, storedBooking } from './fixtures';
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
  'packages/pkg-classic': servicePackage(),
  'packages/pkg-retired': servicePackage({ name: 'Retired package', price: 900, active: false }),
  'bookings/alice-pending': storedBooking(UID.customerA),
  'bookings/alice-confirmed': storedBooking(UID.customerA, 'confirmed'),
  'bookings/alice-cancelled': storedBooking(UID.customerA, 'cancelled'),
  'bookings/bob-pending': storedBooking(UID.customerB),
}));

const booking = (a: Actor, id: string) => doc(a.db, 'bookings', id);
const fresh = (a: Actor) => doc(collection(a.db, 'bookings'));
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'bookings'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

describe('bookings', () => {
  accessMatrix(suite, {
    "get A's booking": [(a) => getDoc(booking(a, 'alice-pending')), CUSTOMER_A_AND_OWNER],
    'get a missing booking': [(a) => getDoc(booking(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'bookings')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    'list pending ones (admin filter)': [(a) => getDocs(query(collection(a.db, 'bookings'), where('status', '==', 'pending'))), OWNER_ONLY],
    // A verified customer books for themself; the owner is not a customer; the forged claim
    // neither helps nor hinders Mallory's ordinary customer rights.
    'create own booking at the catalogue price': [
      (a) => setDoc(fresh(a), newBooking(a.uid ?? 'signed-out')),
      [DENY, ALLOW, ALLOW, DENY, DENY, ALLOW],
    ],
    'create a booking in A’s name': [(a) => setDoc(fresh(a), newBooking(UID.customerA)), [DENY, ALLOW, DENY, DENY, DENY, DENY]],
    "cancel A's pending booking": [(a) => updateDoc(booking(a, 'alice-pending'), { status: 'cancelled' }), CUSTOMER_A_AND_OWNER],
    "confirm A's pending booking": [(a) => updateDoc(booking(a, 'alice-pending'), { status: 'confirmed' }), OWNER_ONLY],
    "delete A's booking": [(a) => deleteDoc(booking(a, 'alice-pending')), OWNER_ONLY],
  });

  describe('customer A creates: shape (rules and zod agree)', () => {
    const valid = newBooking(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), bookingSchema.strict(), [
      ['a valid booking', valid, ALLOW],
      ['a bank-transfer booking with notes', { ...valid, paymentMethod: 'bank-transfer', notes: text(2000) }, ALLOW],
      ['guestCount as a string', { ...valid, guestCount: '120' }],
      ['guestCount of 0', { ...valid, guestCount: 0 }],
      ['guestCount over 2000', { ...valid, guestCount: 2001 }],
      ['guestCount of 1.5', { ...valid, guestCount: 1.5 }],
      ['name over 100 characters', { ...valid, name: text(101) }],
      ['a blank name', { ...valid, name: '   ' }],
      ['venue over 200 characters', { ...valid, venue: text(201) }],
      ['notes over 2000 characters', { ...valid, notes: text(2001) }],
      ['an email without @', { ...valid, email: 'alice.example.com' }],
      ['an email over 254 characters', { ...valid, email: `${text(250)}@example.com` }],
      ['a phone with letters', { ...valid, phone: 'call me maybe' }],
      ['a phone of 5 digits', { ...valid, phone: '12345' }],
      ['an unknown event type', { ...valid, eventType: 'Funeral' }],
      ['an eventDate not in YYYY-MM-DD', { ...valid, eventDate: '12/06/2027' }],
      ['an unknown payment method', { ...valid, paymentMethod: 'card' }],
      ['a packageId over 100 characters', { ...valid, packageId: text(101) }],
      ['an unknown field', { ...valid, discount: 50 }],
      ['no phone', without(valid, 'phone')],
      ['no createdAt', without(valid, 'createdAt')],
      ['a status outside the enum', { ...valid, status: 'approved' }],
    ]);
  });

  describe('customer A creates: authority', () => {
    const valid = newBooking(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ["someone else's uid", { ...valid, userId: UID.customerB }],
      ['a client-chosen createdAt in the past', { ...valid, createdAt: aWhileAgo }],
      ['a client-chosen createdAt in the future', { ...valid, createdAt: Timestamp.fromDate(new Date('2030-01-01')) }],
      ['an initial status of confirmed', { ...valid, status: 'confirmed' }],
      ['a tampered price', { ...valid, packagePrice: PACKAGE_PRICE - 1 }],
      ['a price of 0', { ...valid, packagePrice: 0 }],
      ['a package name not in the catalogue', { ...valid, packageName: `${PACKAGE_NAME} Deluxe` }],
      ['a retired package at its own price', { ...valid, packageId: 'pkg-retired', packageName: 'Retired package', packagePrice: 900 }],
      ['a package that does not exist', { ...valid, packageId: 'pkg-imaginary' }],
    ]);

    it('a second submit to the same id → deny', async () => {
      const ref = booking(suite.actor('customerA'), 'resubmitted');
      await assertSucceeds(setDoc(ref, valid));
      await assertFails(setDoc(ref, valid));
    });
  });

  describe("customer A's later changes", () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(booking(a, id), data);
    validationCases(suite, 'customerA', update('alice-pending'), null, [
      ['pending → cancelled', { status: 'cancelled' }, ALLOW],
      ['pending → confirmed', { status: 'confirmed' }],
      ['pending → completed', { status: 'completed' }],
      ['cancelling and lowering the price', { status: 'cancelled', packagePrice: 1 }],
      ['cancelling and moving the date', { status: 'cancelled', eventDate: '2027-07-01' }],
      ['editing the notes', { notes: 'Bring the drone' }],
      ['handing the booking to B', { userId: UID.customerB }],
    ]);
    validationCases(suite, 'customerA', update('alice-confirmed'), null, [['confirmed → cancelled', { status: 'cancelled' }]]);
    validationCases(suite, 'customerA', update('alice-cancelled'), null, [
      ['cancelled → pending', { status: 'pending' }],
      ['cancelled → cancelled', { status: 'cancelled' }],
    ]);
  });

  describe('owner edits keep the booking valid', () => {
    const update = (a: Actor, data: Record<string, unknown>) => updateDoc(booking(a, 'alice-pending'), data);
    validationCases(suite, 'owner', update, null, [
      ['pending → completed', { status: 'completed' }, ALLOW],
      ['a goodwill price and a note', { packagePrice: 1200, notes: 'Repeat client' }, ALLOW],
      ['a status outside the enum', { status: 'archived' }],
      ['a price as a string', { packagePrice: 'free' }],
      ['moving it to another user', { userId: UID.customerB }],
      ['rewriting createdAt', { createdAt: Timestamp.now() }],
      ['an unknown field', { internalNote: 'VIP' }],
    ]);
  });
});
