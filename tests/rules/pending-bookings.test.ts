import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_BOOKINGS } from '../../common/schemas';
import { STUDIO_SEED, newBooking, servicePackage, storedBooking } from './fixtures';
import { CUSTOMER_A_AND_OWNER, NOBODY, UID, accessMatrix, useRulesSuite, type Actor } from './helpers';
import { createBooking, newBookingRef } from './writes';

// pendingBookings/{uid} lists a customer's pending requests: each new request joins it in the
// write that creates it, at most MAX_PENDING_BOOKINGS, and only the function takes one out.
const FOUR = ['p-1', 'p-2', 'p-3', 'p-4'];

const suite = useRulesSuite(() => ({
  ...STUDIO_SEED, // the rules read the catalogue deposit percentage there
  'packages/pkg-classic': servicePackage(),
  ...Object.fromEntries(FOUR.map((id) => [`bookings/${id}`, storedBooking(UID.customerA)])),
  [`pendingBookings/${UID.customerA}`]: { ids: FOUR },
}));

const alice = () => suite.actor('customerA');
const bob = () => suite.actor('customerB');
const pending = (a: Actor, uid: string) => doc(a.db, 'pendingBookings', uid);
const request = (a: Actor) => newBooking(a.uid ?? 'signed-out');

describe('pendingBookings', () => {
  it(`the limit in the rules is MAX_PENDING_BOOKINGS (${MAX_PENDING_BOOKINGS})`, () => {
    expect(MAX_PENDING_BOOKINGS).toBe(5);
  });

  accessMatrix(suite, {
    "get A's list": [(a) => getDoc(pending(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list all lists': [(a) => getDocs(collection(a.db, 'pendingBookings')), NOBODY],
    "add an id to A's list with no booking": [(a) => updateDoc(pending(a, UID.customerA), { ids: arrayUnion('p-9') }), NOBODY],
    "take an id out of A's list": [(a) => updateDoc(pending(a, UID.customerA), { ids: FOUR.slice(1) }), NOBODY],
    "empty A's list": [(a) => setDoc(pending(a, UID.customerA), { ids: [] }), NOBODY],
    "delete A's list": [(a) => deleteDoc(pending(a, UID.customerA)), NOBODY],
  });

  it('the fifth pending request → allow; a sixth → deny', async () => {
    await assertSucceeds(createBooking(alice(), request(alice())));
    await assertFails(createBooking(alice(), request(alice())));
    expect((await getDoc(pending(alice(), UID.customerA))).get('ids')).toHaveLength(5);
  });

  it('a request that does not join the list → deny', async () => {
    await assertFails(createBooking(bob(), request(bob()), undefined, { join: false }));
  });

  it("a request joining another customer's list → deny", async () => {
    const id = newBookingRef(bob()).id;
    const batch = writeBatch(bob().db);
    batch.set(doc(bob().db, 'bookings', id), request(bob()));
    batch.set(pending(bob(), UID.customerA), { ids: arrayUnion(id) }, { merge: true });
    await assertFails(batch.commit());
  });

  it('joining with two ids for one request → deny', async () => {
    const id = newBookingRef(bob()).id;
    const batch = writeBatch(bob().db);
    batch.set(doc(bob().db, 'bookings', id), request(bob()));
    batch.set(pending(bob(), UID.customerB), { ids: [id, 'another'] });
    await assertFails(batch.commit());
  });

  it('two requests in one write → deny', async () => {
    const [first, second] = [newBookingRef(bob()).id, newBookingRef(bob()).id];
    const batch = writeBatch(bob().db);
    for (const id of [first, second]) batch.set(doc(bob().db, 'bookings', id), request(bob()));
    batch.set(pending(bob(), UID.customerB), { ids: [first, second] });
    await assertFails(batch.commit());
  });

  it('two requests sent at once for the last place: exactly one is stored', async () => {
    const results = await Promise.allSettled([createBooking(alice(), request(alice())), createBooking(alice(), request(alice()))]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await getDoc(pending(alice(), UID.customerA))).get('ids')).toHaveLength(5);
  });

  it(`eight requests sent at once from a customer with none: ${MAX_PENDING_BOOKINGS} are stored`, async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => createBooking(bob(), request(bob()))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_PENDING_BOOKINGS);
    expect((await getDoc(pending(bob(), UID.customerB))).get('ids')).toHaveLength(MAX_PENDING_BOOKINGS);
  });

  it('once the function takes an answered request out, there is room again', async () => {
    await assertSucceeds(createBooking(alice(), request(alice())));
    await suite.withRulesOff((db) => setDoc(doc(db, 'pendingBookings', UID.customerA), { ids: FOUR }));
    await assertSucceeds(createBooking(alice(), request(alice())));
  });
});
