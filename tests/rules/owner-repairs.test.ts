import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../common/collections';
import { OWNER_DELETES, OWNER_REPAIRS, type RepairableCollection } from '../../common/repairs';
import {
  aWhileAgo,
  clientGallery,
  contactMessage,
  customPackageLink,
  daysFromToday,
  linkSlug,
  sentContract,
  softCopy,
  storedBooking,
  storedFrameOrder,
  supportRequest,
  user,
} from './fixtures';
import { ALLOW, DENY, UID, expectOutcome, useRulesSuite, type AnyRole, type Outcome } from './helpers';

// The owner repairs what a list flags (common/repairs.ts): every field of OWNER_REPAIRS may be set
// to a value its schema accepts, and nothing else; the whole document must read afterwards. And
// the owner removes what nothing depends on.
const LINK = linkSlug('repair');

/** The stored document each collection's repairs start from, and who besides the owner tries them. */
const TARGETS: Record<RepairableCollection, { path: string; doc: DocumentData; other: AnyRole }> = {
  bookings: { path: 'bookings/b', doc: storedBooking(UID.customerA), other: 'customerA' },
  frameOrders: { path: 'frameOrders/o', doc: storedFrameOrder(UID.customerA), other: 'customerA' },
  users: { path: `users/${UID.customerA}`, doc: user('alice@example.com'), other: 'customerB' },
  contactMessages: { path: 'contactMessages/m', doc: { ...contactMessage(), createdAt: aWhileAgo }, other: 'anon' },
  supportRequests: { path: 'supportRequests/r', doc: { ...supportRequest(), createdAt: aWhileAgo }, other: 'customerA' },
  softCopies: {
    path: 'softCopies/s',
    doc: softCopy(UID.customerA, { status: 'withdrawn', withdrawnReason: 'Wrong folder', withdrawnAt: aWhileAgo }),
    other: 'customerA',
  },
  customPackageLinks: { path: `customPackageLinks/${LINK}`, doc: customPackageLink(LINK, UID.customerA), other: 'customerA' },
  clientGalleries: { path: 'clientGalleries/g', doc: clientGallery(UID.customerA), other: 'customerA' },
};

/** A value each repairable field's schema accepts, different from the stored one. */
const REPAIRED: { [C in RepairableCollection]: Record<(typeof OWNER_REPAIRS)[C][number], unknown> } = {
  bookings: {
    eventType: 'Engagement',
    venue: 'Golden Gate Park',
    guestCount: 80,
    name: 'Alice B. Example',
    email: 'alice.b@example.org',
    phone: '+1 415 555 0199',
    notes: 'Bring the drone',
    keywords: ['al', 'ali', 'alic', 'alice'],
  },
  frameOrders: {
    photoNote: 'The one by the lake',
    deliveryAddress: '2 Market St, San Francisco, CA',
    name: 'Alice B. Example',
    email: '',
    phone: '(415) 555-0199',
    notes: 'Leave with the concierge',
    keywords: ['al', 'ali'],
  },
  users: { name: 'Alice B.', phone: '+44 20 7946 0018', avatar: '' },
  contactMessages: {
    name: 'Dana S.',
    email: 'dana.s@example.org',
    phone: '',
    subject: 'Wedding in May',
    message: 'Are you free on the 12th?',
  },
  supportRequests: {
    name: 'Dana S.',
    email: 'dana.s@example.org',
    topic: 'Payment',
    reference: '',
    message: 'My transfer went out today.',
  },
  softCopies: {
    userName: 'Alice B.',
    bookingLabel: 'Wedding, June 12',
    title: 'Your album, final cut',
    message: '',
    downloadUntil: daysFromToday(30),
    keywords: ['yo', 'you', 'your'],
  },
  customPackageLinks: { userName: 'Alice B.', message: 'As promised.', keywords: ['tw', 'two'] },
  clientGalleries: { title: 'Alice and Sam, the wedding', sets: ['Ceremony', 'Party'], expiresOn: daysFromToday(60) },
};

/** A field of each collection the owner may not set, with a value its schema would accept. */
const KEPT: Record<RepairableCollection, DocumentData> = {
  bookings: { packagePrice: 1200 },
  frameOrders: { quantity: 3 },
  users: { email: 'alice@elsewhere.example' },
  contactMessages: { createdAt: new Date('2026-02-01T00:00:00Z') },
  supportRequests: { createdAt: new Date('2026-02-01T00:00:00Z') },
  softCopies: { links: ['https://drive.example.com/folder/new'] },
  customPackageLinks: { price: 3900 },
  clientGalleries: { bookingId: null, userId: UID.customerB },
};

/** Fields whose schema takes null ("no end"): set to null is a repair too. */
const NULLABLE: Partial<Record<RepairableCollection, readonly string[]>> = { clientGalleries: ['expiresOn'] };

const suite = useRulesSuite(() => ({
  ...Object.fromEntries(Object.values(TARGETS).map(({ path, doc }) => [path, doc])),
  // Documents a list would flag: what the rules once let through and the schemas refuse.
  'bookings/poisoned': storedBooking(UID.customerA, 'pending', { email: 'alice@example.c', keywords: ['a', 'alice'] }),
  'contactMessages/poisoned': { ...contactMessage({ email: 'dana@example.c' }), createdAt: aWhileAgo },
  'softCopies/poisoned': softCopy(UID.customerA, { downloadUntil: '2027-02-30' }),
  'clientGalleries/poisoned': clientGallery(UID.customerA, { expiresOn: '2027-02-30' }),
  // Deletes.
  'bookings/declined': storedBooking(UID.customerA, 'declined', { statusReason: 'Away' }),
  'bookings/cancelled': storedBooking(UID.customerA, 'cancelled'),
  'bookings/cancelled-paid': storedBooking(UID.customerA, 'cancelled'),
  'paymentLedgers/cancelled-paid': { net: 0, lastEntry: 'refund-1' },
  'bookings/pending-paid-before-ledgers': storedBooking(UID.customerA, 'pending', { paidTotal: 450 }),
  'bookings/confirmed': storedBooking(UID.customerA, 'confirmed', { eventDate: daysFromToday(100) }),
  'bookings/completed': storedBooking(UID.customerA, 'completed', { eventDate: daysFromToday(-10) }),
  'frameOrders/cancelled': storedFrameOrder(UID.customerA, 'cancelled'),
  'frameOrders/printing': storedFrameOrder(UID.customerA, 'printing'),
  'frameOrders/ready': storedFrameOrder(UID.customerA, 'ready'),
  'frameOrders/delivered': storedFrameOrder(UID.customerA, 'delivered'),
  // A declined request whose contract was sent (and voided): the contract is kept, so is the booking.
  'bookings/declined-with-contract': storedBooking(UID.customerA, 'declined', { statusReason: 'Away', contractState: 'void' }),
  'contracts/declined-with-contract': sentContract('declined-with-contract', UID.customerA, { status: 'void' }),
}));

const update = (role: AnyRole, path: string, data: DocumentData) => updateDoc(doc(suite.actor(role).db, path), data);

describe('the owner repairs a field of OWNER_REPAIRS, within its schema', () => {
  for (const collection of Object.keys(OWNER_REPAIRS) as RepairableCollection[]) {
    const { path, other } = TARGETS[collection];
    describe(collection, () => {
      for (const [field, value] of Object.entries(REPAIRED[collection])) {
        it(`${field} set to a valid value → allow`, async () => {
          await assertSucceeds(update('owner', path, { [field]: value }));
        });
        const nullable = NULLABLE[collection]?.includes(field);
        it(`${field} set to null → ${nullable ? ALLOW : DENY}`, async () => {
          await expectOutcome(nullable ? ALLOW : DENY, update('owner', path, { [field]: null }));
        });
        if (collection !== 'users') {
          it(`${field} by ${other} → deny`, async () => {
            await assertFails(update(other, path, { [field]: value }));
          });
        }
      }
      it(`${Object.keys(KEPT[collection]).join(', ')}, not a repair → deny`, async () => {
        await assertFails(update('owner', path, KEPT[collection]));
      });
    });
  }
});

describe('a flagged document is repaired whole', () => {
  const cases: [string, string, DocumentData, Outcome][] = [
    ['a booking: its email alone, its keywords still broken', 'bookings/poisoned', { email: 'alice@example.com' }, DENY],
    ['a booking: its email and keywords', 'bookings/poisoned', { email: 'alice@example.com', keywords: ['al', 'alice'] }, ALLOW],
    ['a contact message: its email', 'contactMessages/poisoned', { email: 'dana@example.com' }, ALLOW],
    ['a delivery: a day that exists instead of February 30', 'softCopies/poisoned', { downloadUntil: '' }, ALLOW],
    ['a gallery: a day that exists instead of February 30', 'clientGalleries/poisoned', { expiresOn: '2027-03-01' }, ALLOW],
    ['a gallery: its title alone, its day still impossible', 'clientGalleries/poisoned', { title: 'The wedding' }, DENY],
  ];
  for (const [name, path, data, outcome] of cases) {
    it(`${name} → ${outcome}`, async () => {
      await expectOutcome(outcome, update('owner', path, data));
    });
  }
});

describe('the owner removes what nothing depends on (OWNER_DELETES agrees)', () => {
  const remove = (role: AnyRole, path: string) => deleteDoc(doc(suite.actor(role).db, path));
  const cases: [string, Outcome, ((d: never) => boolean) | null][] = [
    ['contactMessages/poisoned', ALLOW, OWNER_DELETES[COLLECTIONS.contactMessages]],
    ['bookings/poisoned', ALLOW, OWNER_DELETES[COLLECTIONS.bookings]],
    ['bookings/declined', ALLOW, OWNER_DELETES[COLLECTIONS.bookings]],
    ['bookings/cancelled', ALLOW, OWNER_DELETES[COLLECTIONS.bookings]],
    // Its ledger says entries name it, whatever they add up to.
    ['bookings/cancelled-paid', DENY, null],
    ['bookings/pending-paid-before-ledgers', DENY, OWNER_DELETES[COLLECTIONS.bookings]],
    ['bookings/confirmed', DENY, OWNER_DELETES[COLLECTIONS.bookings]],
    ['bookings/completed', DENY, OWNER_DELETES[COLLECTIONS.bookings]],
    ['bookings/declined-with-contract', DENY, OWNER_DELETES[COLLECTIONS.bookings]],
    ['contracts/declined-with-contract', DENY, null],
    ['frameOrders/o', ALLOW, OWNER_DELETES[COLLECTIONS.frameOrders]],
    ['frameOrders/cancelled', ALLOW, OWNER_DELETES[COLLECTIONS.frameOrders]],
    ['frameOrders/printing', DENY, OWNER_DELETES[COLLECTIONS.frameOrders]],
    ['frameOrders/ready', DENY, OWNER_DELETES[COLLECTIONS.frameOrders]],
    ['frameOrders/delivered', DENY, OWNER_DELETES[COLLECTIONS.frameOrders]],
    ['softCopies/s', DENY, null],
    ['clientGalleries/g', DENY, null],
    [`customPackageLinks/${LINK}`, DENY, null],
    ['paymentLedgers/cancelled-paid', DENY, null],
  ];
  for (const [path, outcome, predicate] of cases) {
    it(`${path} → ${outcome}`, async () => {
      if (predicate) {
        const stored: DocumentData = (await suite.withRulesOff((db) => getDoc(doc(db, path)))).data() ?? {};
        expect((predicate as (d: DocumentData) => boolean)(stored), `OWNER_DELETES on ${path}`).toBe(outcome === ALLOW);
      }
      await expectOutcome(outcome, remove('owner', path));
    });
  }

  it('customer A deleting her own pending booking or order → deny', async () => {
    await assertFails(remove('customerA', 'bookings/b'));
    await assertFails(remove('customerA', 'frameOrders/o'));
  });
});
