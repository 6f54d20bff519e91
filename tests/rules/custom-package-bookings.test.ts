import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, getDoc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { depositSplit } from '@common/payments';
import {
  CUSTOM_PACKAGE,
  PACKAGE_DEPOSIT,
  PACKAGE_NAME,
  PACKAGE_PRICE,
  aWhileAgo,
  customPackageLink,
  inDays,
  linkSlug,
  newBooking,
  servicePackage,
  user,
  STUDIO_SEED,
  DEPOSIT_PERCENT,
} from './fixtures';
import { ALLOW, DENY, UID, accessMatrix, useRulesSuite, validationCases, without, type Actor } from './helpers';
import { createBooking, newBookingRef } from './writes';

// A booking of a custom package names its link (customPackageLink): the rules accept it only for
// the caller's own open link (not booked, revoked or expired) at the name, price and deposit of the
// link's snapshot. Catalogue bookings keep customPackageLink '', the catalogue's price and the
// studio's deposit of it.
const OPEN = linkSlug('aliceopen');
const EXPIRED = linkSlug('aliceexpired');
const REVOKED = linkSlug('alicerevoked');
const BOOKED = linkSlug('alicebooked');
const BOB = linkSlug('bob');

const suite = useRulesSuite(() => ({
  ...STUDIO_SEED,
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com'),
  'packages/pkg-classic': servicePackage(),
  [`customPackageLinks/${OPEN}`]: customPackageLink(OPEN, UID.customerA),
  [`customPackageLinks/${EXPIRED}`]: customPackageLink(EXPIRED, UID.customerA, { expiresAt: inDays(-1) }),
  [`customPackageLinks/${REVOKED}`]: customPackageLink(REVOKED, UID.customerA, { status: 'revoked', revokedAt: aWhileAgo }),
  [`customPackageLinks/${BOOKED}`]: customPackageLink(BOOKED, UID.customerA, { status: 'booked', bookedAt: aWhileAgo, bookingId: 'b-1' }),
  [`customPackageLinks/${BOB}`]: customPackageLink(BOB, UID.customerB),
}));

/** A booking of a link as the custom package page sends it: the snapshot's name, price and deposit. */
const customBooking = (userId: string, slug: string, overrides: Record<string, unknown> = {}) =>
  newBooking(userId, {
    packageId: 'custom-1',
    packageName: CUSTOM_PACKAGE.name,
    packagePrice: CUSTOM_PACKAGE.price,
    packageDeposit: CUSTOM_PACKAGE.deposit,
    customPackageLink: slug,
    ...overrides,
  });

describe('bookings of a custom package link', () => {
  it('the fixture link has a deposit of its own, not the studio’s percentage of its price', () => {
    expect(CUSTOM_PACKAGE.deposit).not.toBe(depositSplit(CUSTOM_PACKAGE.price, DEPOSIT_PERCENT).deposit);
  });

  accessMatrix(suite, {
    // Anonymous, the owner and the unverified owner book nothing; only A may book A's link.
    "book A's open link at its price": [
      (a) => createBooking(a, customBooking(a.uid ?? 'signed-out', OPEN)),
      [DENY, ALLOW, DENY, DENY, DENY, DENY],
    ],
    "book B's open link at its price": [
      (a) => createBooking(a, customBooking(a.uid ?? 'signed-out', BOB)),
      [DENY, DENY, ALLOW, DENY, DENY, DENY],
    ],
  });

  describe('customer A books', () => {
    const valid = customBooking(UID.customerA, OPEN);
    validationCases(suite, 'customerA', (a, data) => createBooking(a, data), null, [
      ['her own open link at the snapshot’s name and price', valid, ALLOW],
      ['a catalogue package, no link', newBooking(UID.customerA), ALLOW],
      ['at another price', { ...valid, packagePrice: CUSTOM_PACKAGE.price - 1 }],
      ['at the deposit as the price', { ...valid, packagePrice: CUSTOM_PACKAGE.deposit }],
      [
        'with the studio’s percentage instead of the link’s deposit',
        { ...valid, packageDeposit: depositSplit(CUSTOM_PACKAGE.price, DEPOSIT_PERCENT).deposit },
      ],
      ['with a deposit a dollar under the link’s', { ...valid, packageDeposit: CUSTOM_PACKAGE.deposit - 1 }],
      ['with no deposit', { ...valid, packageDeposit: 0 }],
      ['with the price as the deposit', { ...valid, packageDeposit: CUSTOM_PACKAGE.price }],
      ['without the packageDeposit field', without(valid, 'packageDeposit')],
      ['under another name', { ...valid, packageName: 'Something else' }],
      ['naming another package id', { ...valid, packageId: 'custom-2' }],
      ["B's link", customBooking(UID.customerA, BOB)],
      ['an expired link', customBooking(UID.customerA, EXPIRED)],
      ['a revoked link', customBooking(UID.customerA, REVOKED)],
      ['a link already booked', customBooking(UID.customerA, BOOKED)],
      ['a link that does not exist', customBooking(UID.customerA, linkSlug('nosuchlink'))],
      ['a readable slug', customBooking(UID.customerA, 'alice-garden-elopement')],
      ['the custom price with no link named', { ...valid, customPackageLink: '' }],
      ['a catalogue package naming her link', newBooking(UID.customerA, { customPackageLink: OPEN })],
      [
        'a catalogue package at the link’s price',
        newBooking(UID.customerA, { customPackageLink: OPEN, packageName: PACKAGE_NAME, packagePrice: CUSTOM_PACKAGE.price }),
      ],
      ['a link over 64 characters', { ...valid, customPackageLink: `${OPEN}${'a'.repeat(40)}` }],
      ['without the customPackageLink field', without(newBooking(UID.customerA), 'customPackageLink')],
      ['in B’s name', customBooking(UID.customerB, OPEN)],
      ['already confirmed', { ...valid, status: 'confirmed' }],
    ]);
  });

  describe('a catalogue booking is unchanged', () => {
    validationCases(suite, 'customerA', (a, data) => createBooking(a, data), null, [
      ['at the catalogue price', newBooking(UID.customerA, { packagePrice: PACKAGE_PRICE }), ALLOW],
      ['at a tampered price', newBooking(UID.customerA, { packagePrice: PACKAGE_PRICE - 1 })],
      ['at the studio’s deposit', newBooking(UID.customerA, { packageDeposit: PACKAGE_DEPOSIT }), ALLOW],
      ['at the link’s deposit', newBooking(UID.customerA, { packageDeposit: CUSTOM_PACKAGE.deposit })],
    ]);
  });
});

describe('one booking per private link', () => {
  const alice = () => suite.actor('customerA');
  const link = () => doc(alice().db, 'customPackageLinks', OPEN);

  it('the booking books the link in the same write: status booked, with its id and the server time', async () => {
    const id = newBookingRef(alice()).id;
    await assertSucceeds(createBooking(alice(), customBooking(UID.customerA, OPEN), id));
    const stored = (await getDoc(link())).data();
    expect(stored).toMatchObject({ status: 'booked', bookingId: id });
    expect(stored?.bookedAt).not.toBeNull();
  });

  it('a second booking through the link afterwards (before any function ran) → deny', async () => {
    await assertSucceeds(createBooking(alice(), customBooking(UID.customerA, OPEN)));
    await assertFails(createBooking(alice(), customBooking(UID.customerA, OPEN)));
  });

  it('two bookings through the link in one batch → deny, and neither is stored', async () => {
    const [first, second] = [newBookingRef(alice()).id, newBookingRef(alice()).id];
    const batch = writeBatch(alice().db);
    for (const id of [first, second]) {
      batch.set(doc(alice().db, 'bookings', id), customBooking(UID.customerA, OPEN));
      batch.set(doc(alice().db, 'pendingBookings', UID.customerA), { ids: arrayUnion(id) }, { merge: true });
    }
    batch.update(link(), { status: 'booked', bookedAt: serverTimestamp(), bookingId: second });
    await assertFails(batch.commit());
    expect((await getDoc(link())).data()?.status).toBe('sent');
  });

  it('two bookings through the link sent at once: exactly one succeeds', async () => {
    const results = await Promise.allSettled([
      createBooking(alice(), customBooking(UID.customerA, OPEN)),
      createBooking(alice(), customBooking(UID.customerA, OPEN)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  const refused: [string, (a: Actor) => Promise<unknown>][] = [
    ['a booking that leaves the link open', (a) => createBookingWithout(a, 'link')],
    ['the link booked by an id that is not this booking', (a) => createBookingWithout(a, 'own id')],
    ['the link booked and its price changed', (a) => createBookingWithout(a, 'price')],
    ['booking the link with no booking at all', (a) => updateDoc(doc(a.db, 'customPackageLinks', OPEN), booked('no-such-booking'))],
    ["B's link booked by A's booking", (a) => createBooking(a, customBooking(UID.customerA, BOB))],
  ];
  for (const [name, write] of refused) {
    it(`${name} → deny`, async () => {
      await assertFails(write(alice()));
    });
  }
});

function booked(bookingId: string, extra: Record<string, unknown> = {}) {
  return { status: 'booked', bookedAt: serverTimestamp(), bookingId, ...extra };
}

/** A booking of Alice's open link whose batch gets one thing wrong. */
function createBookingWithout(a: Actor, wrong: 'link' | 'own id' | 'price') {
  const id = newBookingRef(a).id;
  const batch = writeBatch(a.db);
  batch.set(doc(a.db, 'bookings', id), customBooking(UID.customerA, OPEN));
  batch.set(doc(a.db, 'pendingBookings', UID.customerA), { ids: arrayUnion(id) }, { merge: true });
  if (wrong === 'own id') batch.update(doc(a.db, 'customPackageLinks', OPEN), booked('another-id'));
  if (wrong === 'price') batch.update(doc(a.db, 'customPackageLinks', OPEN), booked(id, { price: 1 }));
  return batch.commit();
}
