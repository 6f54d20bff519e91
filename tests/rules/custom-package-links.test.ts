import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { customPackageLinkSchema } from '@common/schemas';
import { aWhileAgo, customPackage, customPackageLink, inDays, linkSlug, newCustomPackageLink, user } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';

// The document id is the slug of /custom-package-users/:slug (26 random base32 letters); the page
// reads it with a get. customPackages/{id}/recipients/{uid} names the one current link of a package
// for a customer, so sending twice makes one link.
const OPEN = linkSlug('aliceopen');
const VIEWED = linkSlug('aliceviewed');
const EXPIRED = linkSlug('aliceexpired');
const REVOKED = linkSlug('alicerevoked');
const BOOKED = linkSlug('alicebooked');
const BOB = linkSlug('bob');
const NEW = linkSlug('brandnew');

const recipient = (pkg: string, uid: string) => `customPackages/${pkg}/recipients/${uid}`;

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com', { name: 'Bob Example' }),
  'customPackages/custom-1': customPackage(),
  'customPackages/custom-2': customPackage(),
  'customPackages/custom-3': customPackage(),
  'customPackages/custom-4': customPackage(),
  'customPackages/custom-5': customPackage(),
  'customPackages/custom-new': customPackage(),
  'customPackages/custom-old': customPackage({ archived: true }),
  [`customPackageLinks/${OPEN}`]: customPackageLink(OPEN, UID.customerA),
  [recipient('custom-1', UID.customerA)]: { slug: OPEN },
  [`customPackageLinks/${EXPIRED}`]: customPackageLink(EXPIRED, UID.customerA, { customPackageId: 'custom-2', expiresAt: inDays(-1) }),
  [recipient('custom-2', UID.customerA)]: { slug: EXPIRED },
  [`customPackageLinks/${REVOKED}`]: customPackageLink(REVOKED, UID.customerA, {
    customPackageId: 'custom-3',
    status: 'revoked',
    revokedAt: aWhileAgo,
  }),
  [recipient('custom-3', UID.customerA)]: { slug: REVOKED },
  [`customPackageLinks/${VIEWED}`]: customPackageLink(VIEWED, UID.customerA, { customPackageId: 'custom-4', viewedAt: aWhileAgo }),
  [recipient('custom-4', UID.customerA)]: { slug: VIEWED },
  [`customPackageLinks/${BOOKED}`]: customPackageLink(BOOKED, UID.customerA, {
    customPackageId: 'custom-5',
    viewedAt: aWhileAgo,
    status: 'booked',
    bookedAt: aWhileAgo,
    bookingId: 'alice-booking',
  }),
  [recipient('custom-5', UID.customerA)]: { slug: BOOKED },
  [`customPackageLinks/${BOB}`]: customPackageLink(BOB, UID.customerB, { userName: 'Bob Example' }),
  [recipient('custom-1', UID.customerB)]: { slug: BOB },
}));

const link = (a: Actor, slug: string) => doc(a.db, 'customPackageLinks', slug);
const byUser = (a: Actor, uid: string) =>
  query(collection(a.db, 'customPackageLinks'), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/** Sending: the link and its recipient entry, in one batch, as the app writes them. */
function send(a: Actor, data: DocumentData, recipientSlug = String(data.slug)) {
  const batch = writeBatch(a.db);
  batch.set(link(a, String(data.slug)), data);
  batch.set(doc(a.db, recipient(String(data.customPackageId), String(data.userId))), { slug: recipientSlug });
  return batch.commit();
}
const newFor = (slug: string, userId: string, pkg: string, overrides: DocumentData = {}) =>
  newCustomPackageLink(slug, userId, { customPackageId: pkg, ...overrides });

describe('customPackageLinks', () => {
  accessMatrix(suite, {
    "get A's link by slug": [(a) => getDoc(link(a, OPEN)), CUSTOMER_A_AND_OWNER],
    'get a missing slug': [(a) => getDoc(link(a, NEW)), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'customPackageLinks')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'list the ones not viewed yet (admin filter)': [
      (a) => getDocs(query(collection(a.db, 'customPackageLinks'), where('viewedAt', '==', null), orderBy('createdAt', 'desc'))),
      OWNER_ONLY,
    ],
    "get a package's recipient entry": [(a) => getDoc(doc(a.db, recipient('custom-1', UID.customerA))), OWNER_ONLY],
    'send custom-new to A (link and recipient in one batch)': [(a) => send(a, newFor(NEW, UID.customerA, 'custom-new')), OWNER_ONLY],
    'create a link alone, without its recipient entry': [(a) => setDoc(link(a, NEW), newFor(NEW, UID.customerA, 'custom-new')), NOBODY],
    'send a link to oneself': [(a) => send(a, newFor(NEW, a.uid ?? 'signed-out', 'custom-new')), NOBODY],
    "record the first view of A's link": [
      (a) => updateDoc(link(a, OPEN), { viewedAt: serverTimestamp() }),
      [DENY, ALLOW, DENY, DENY, DENY, DENY],
    ],
    "revoke A's link": [(a) => updateDoc(link(a, OPEN), { status: 'revoked', revokedAt: serverTimestamp() }), OWNER_ONLY],
    "ask for A's email once more": [(a) => updateDoc(link(a, OPEN), { emailsRequested: 2 }), OWNER_ONLY],
    "delete A's link": [(a) => deleteDoc(link(a, OPEN)), NOBODY],
    "delete A's revoked link": [(a) => deleteDoc(link(a, REVOKED)), NOBODY],
  });

  describe('sending: the link (rules and zod agree on its shape)', () => {
    const valid = newFor(NEW, UID.customerB, 'custom-new', { userName: 'Bob Example' });
    validationCases(suite, 'owner', (a, data) => send(a, data), customPackageLinkSchema.strict(), [
      ['a valid link', valid, ALLOW],
      ['no message', { ...valid, message: '' }, ALLOW],
      ['a slug of 22 letters', { ...valid, slug: NEW.slice(0, 22) }],
      ['a readable slug', { ...valid, slug: 'bob-garden-elopement' }],
      ['a slug in capitals', { ...valid, slug: NEW.toUpperCase() }],
      ['a negative price', { ...valid, price: -100 }],
      ['a deposit over the price', { ...valid, deposit: 5000 }],
      ['an invalid userEmail', { ...valid, userEmail: 'bob at example' }],
      ['message over 2000 characters', { ...valid, message: text(2001) }],
      ['31 features', { ...valid, features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) }],
      ['a status outside the enum', { ...valid, status: 'viewed' }],
      ['emailsRequested of 0', { ...valid, emailsRequested: 0 }],
      ['an unknown field', { ...valid, discount: 10 }],
      ['no expiry', without(valid, 'expiresAt')],
    ]);
  });

  describe('sending: authority', () => {
    const valid = newFor(NEW, UID.customerB, 'custom-new', { userName: 'Bob Example' });
    validationCases(suite, 'owner', (a, data) => send(a, data), null, [
      ['a price other than the package’s', { ...valid, price: 1 }],
      ['a name other than the package’s', { ...valid, packageName: 'Something else' }],
      ['features other than the package’s', { ...valid, features: ['Two days'] }],
      ['a deposit other than the package’s', { ...valid, deposit: 0 }],
      ['from an archived package', { ...valid, customPackageId: 'custom-old' }],
      ['from a package that does not exist', { ...valid, customPackageId: 'custom-imaginary' }],
      ["to an address that is not B's", { ...valid, userEmail: 'alice@example.com' }],
      ['to a uid with no customer record', { ...valid, userId: 'nobody-uid', userEmail: 'nobody-uid@example.com' }],
      ['already expired', { ...valid, expiresAt: inDays(-1) }],
      ['open for two years', { ...valid, expiresAt: inDays(730) }],
      ['already viewed', { ...valid, viewedAt: serverTimestamp() }],
      ['already booked', { ...valid, status: 'booked', bookedAt: serverTimestamp() }],
      ['emailsRequested of 2', { ...valid, emailsRequested: 2 }],
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
    ]);
    validationCases(suite, 'owner', (a, data) => send(a, data, OPEN), null, [['a recipient entry naming another link', valid]]);
    const otherId = linkSlug('otherid');
    validationCases(
      suite,
      'owner',
      (a, data) => {
        const batch = writeBatch(a.db);
        batch.set(link(a, otherId), data);
        batch.set(doc(a.db, recipient('custom-new', UID.customerB)), { slug: otherId });
        return batch.commit();
      },
      null,
      [['a slug different from the document id', valid]],
    );
  });

  describe('sending twice makes one link', () => {
    validationCases(suite, 'owner', (a, data) => send(a, data), null, [
      ['a second link of custom-1 for A while hers is open', newFor(NEW, UID.customerA, 'custom-1')],
      ['a second link of custom-4 for A, hers viewed', newFor(NEW, UID.customerA, 'custom-4')],
      ['a second link of custom-5 for A, hers booked', newFor(NEW, UID.customerA, 'custom-5')],
      ['a new link of custom-2 for A, hers expired', newFor(NEW, UID.customerA, 'custom-2'), ALLOW],
      ['a new link of custom-3 for A, hers revoked', newFor(NEW, UID.customerA, 'custom-3'), ALLOW],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(doc(a.db, recipient('custom-2', UID.customerA)), data), null, [
      ['pointing a recipient at an existing link', { slug: OPEN }],
      ['pointing a recipient at a link that does not exist', { slug: NEW }],
    ]);
  });

  describe('owner updates: revoke, resend, nothing else', () => {
    const update = (slug: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(link(a, slug), data);
    validationCases(suite, 'owner', update(OPEN), null, [
      ['revoking', { status: 'revoked', revokedAt: serverTimestamp() }, ALLOW],
      ['revoking at a client-chosen time', { status: 'revoked', revokedAt: aWhileAgo }],
      ['revoking and lowering the price', { status: 'revoked', revokedAt: serverTimestamp(), price: 1 }],
      ['resending (2nd email)', { emailsRequested: 2 }, ALLOW],
      ['skipping a number', { emailsRequested: 3 }],
      ['a new price', { price: 3900 }],
      ['a later expiry', { expiresAt: inDays(60) }],
      ['marking it viewed', { viewedAt: serverTimestamp() }],
      ['marking it booked', { status: 'booked', bookedAt: serverTimestamp(), bookingId: 'x' }],
      ['handing it to B', { userId: UID.customerB, userEmail: 'bob@example.com' }],
    ]);
    validationCases(suite, 'owner', update(BOOKED), null, [
      ['revoking a booked link', { status: 'revoked', revokedAt: serverTimestamp() }],
    ]);
    validationCases(suite, 'owner', update(REVOKED), null, [
      ['un-revoking', { status: 'sent', revokedAt: null }],
      ['resending a revoked link', { emailsRequested: 2 }],
    ]);
    validationCases(suite, 'owner', update(EXPIRED), null, [['resending an expired link', { emailsRequested: 2 }]]);
  });

  describe("customer A's first view: only that field, only once", () => {
    const update = (slug: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(link(a, slug), data);
    validationCases(suite, 'customerA', update(OPEN), null, [
      ['the first view, server time', { viewedAt: serverTimestamp() }, ALLOW],
      ['a client-chosen time', { viewedAt: aWhileAgo }],
      ['viewing and booking', { viewedAt: serverTimestamp(), status: 'booked' }],
      ['viewing and lowering the price', { viewedAt: serverTimestamp(), price: 1 }],
      ['resending the email', { emailsRequested: 2 }],
      ['revoking it', { status: 'revoked', revokedAt: serverTimestamp() }],
    ]);
    validationCases(suite, 'customerA', update(VIEWED), null, [['a second view', { viewedAt: serverTimestamp() }]]);
    validationCases(suite, 'customerA', update(EXPIRED), null, [['viewing an expired link', { viewedAt: serverTimestamp() }]]);
    validationCases(suite, 'customerA', update(REVOKED), null, [['viewing a revoked link', { viewedAt: serverTimestamp() }]]);
    validationCases(suite, 'customerB', update(OPEN), null, [["B viewing A's link", { viewedAt: serverTimestamp() }]]);
  });
});
