import { collection, doc, setDoc } from 'firebase/firestore';
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

const fresh = (a: Actor) => doc(collection(a.db, 'bookings'));
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
      (a) => setDoc(fresh(a), customBooking(a.uid ?? 'signed-out', OPEN)),
      [DENY, ALLOW, DENY, DENY, DENY, DENY],
    ],
    "book B's open link at its price": [
      (a) => setDoc(fresh(a), customBooking(a.uid ?? 'signed-out', BOB)),
      [DENY, DENY, ALLOW, DENY, DENY, DENY],
    ],
  });

  describe('customer A books', () => {
    const valid = customBooking(UID.customerA, OPEN);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ['her own open link at the snapshot’s name and price', valid, ALLOW],
      ['a catalogue package, no link', newBooking(UID.customerA), ALLOW],
      ['at another price', { ...valid, packagePrice: CUSTOM_PACKAGE.price - 1 }],
      ['at the deposit as the price', { ...valid, packagePrice: CUSTOM_PACKAGE.deposit }],
      ['with the studio’s percentage instead of the link’s deposit', { ...valid, packageDeposit: depositSplit(CUSTOM_PACKAGE.price, DEPOSIT_PERCENT).deposit }],
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
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ['at the catalogue price', newBooking(UID.customerA, { packagePrice: PACKAGE_PRICE }), ALLOW],
      ['at a tampered price', newBooking(UID.customerA, { packagePrice: PACKAGE_PRICE - 1 })],
      ['at the studio’s deposit', newBooking(UID.customerA, { packageDeposit: PACKAGE_DEPOSIT }), ALLOW],
      ['at the link’s deposit', newBooking(UID.customerA, { packageDeposit: CUSTOM_PACKAGE.deposit })],
    ]);
  });
});
