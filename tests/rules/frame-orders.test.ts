import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
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
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { LIMITS, frameOrderSchema } from '@common/schemas';
import { FRAME_NAME, aWhileAgo, clientGallery, frame, galleryPhoto, newFrameOrder, storedFrameOrder, user } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  expectOutcome,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';

const suite = useRulesSuite(() => ({
  'frames/frame-oak': frame(),
  'frames/frame-retired': frame({ name: 'Pine', active: false, sizes: [{ label: '8x10', price: 60 }] }),
  [`users/${UID.customerA}`]: user('alice@example.com'),
  'frameOrders/alice-received': storedFrameOrder(UID.customerA),
  'frameOrders/alice-printing': storedFrameOrder(UID.customerA, 'printing'),
  'frameOrders/alice-ready': storedFrameOrder(UID.customerA, 'ready'),
  'frameOrders/alice-delivered': storedFrameOrder(UID.customerA, 'delivered'),
  'frameOrders/alice-cancelled': storedFrameOrder(UID.customerA, 'cancelled'),
  'frameOrders/bob-received': storedFrameOrder(UID.customerB),
  'frameOrders/walk-in': storedFrameOrder(null, 'received', { placedBy: 'studio', email: '', name: 'Walk-in Wendy' }),
  // Photos a frame may be ordered from (issue 18): A's published gallery, A's draft, B's gallery.
  'clientGalleries/alice': clientGallery(UID.customerA),
  'clientGalleries/alice/photos/p1': galleryPhoto(),
  'clientGalleries/alice/photos/hidden': galleryPhoto({ hidden: true }),
  'clientGalleries/alice-draft': clientGallery(UID.customerA, { status: 'draft', publishedAt: null }),
  'clientGalleries/alice-draft/photos/p1': galleryPhoto(),
  'clientGalleries/bob': clientGallery(UID.customerB),
  'clientGalleries/bob/photos/p1': galleryPhoto(),
}));

/** A photo of a client gallery to frame. */
const framed = (galleryId: string, photoId = 'p1') => ({ galleryPhoto: { galleryId, photoId } });

const order = (a: Actor, id: string) => doc(a.db, 'frameOrders', id);
const fresh = (a: Actor) => doc(collection(a.db, 'frameOrders'));
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'frameOrders'), where('userId', '==', uid), orderBy('createdAt', 'desc'));
const step = (status: string, extra: DocumentData = {}) => ({ status, [`statusAt.${status}`]: serverTimestamp(), ...extra });
/** What Create Frame Order sends. */
const studioOrder = (userId: string | null, overrides: Record<string, unknown> = {}) =>
  newFrameOrder(userId, { placedBy: 'studio', ...overrides });

describe('frameOrders', () => {
  accessMatrix(suite, {
    "get A's order": [(a) => getDoc(order(a, 'alice-received')), CUSTOMER_A_AND_OWNER],
    'get a walk-in order': [(a) => getDoc(order(a, 'walk-in')), OWNER_ONLY],
    'get a missing order': [(a) => getDoc(order(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'frameOrders')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'list the open ones (admin filter)': [
      (a) => getDocs(query(collection(a.db, 'frameOrders'), where('status', 'in', ['received', 'printing', 'ready']))),
      OWNER_ONLY,
    ],
    // A customer orders for themself; the owner's orders are marked as placed by the studio.
    'create own order at the catalogue price': [
      (a) => setDoc(fresh(a), newFrameOrder(a.uid ?? 'signed-out')),
      [DENY, ALLOW, ALLOW, DENY, DENY, ALLOW],
    ],
    'create an order for A at the studio (Create Frame Order)': [(a) => setDoc(fresh(a), studioOrder(UID.customerA)), OWNER_ONLY],
    // From a photo of A's published gallery: only A orders it (or the owner, for A).
    "create own order of a photo of A's gallery": [
      (a) => setDoc(fresh(a), newFrameOrder(a.uid ?? 'signed-out', framed('alice'))),
      [DENY, ALLOW, DENY, DENY, DENY, DENY],
    ],
    "create an order for A at the studio, of a photo of A's gallery": [
      (a) => setDoc(fresh(a), studioOrder(UID.customerA, framed('alice'))),
      OWNER_ONLY,
    ],
    'create a walk-in order without an email': [
      (a) => setDoc(fresh(a), studioOrder(null, { email: '', name: 'Walk-in Wendy' })),
      OWNER_ONLY,
    ],
    "cancel A's received order": [(a) => updateDoc(order(a, 'alice-received'), step('cancelled')), CUSTOMER_A_AND_OWNER],
    "move A's order to printing": [(a) => updateDoc(order(a, 'alice-received'), step('printing')), OWNER_ONLY],
    // The owner may remove an order the workshop never started, or a cancelled one (owner-repairs.test.ts).
    "delete A's order, not yet started": [(a) => deleteDoc(order(a, 'alice-received')), OWNER_ONLY],
    "delete A's order, printing": [(a) => deleteDoc(order(a, 'alice-printing')), NOBODY],
  });

  describe('customer A creates: shape (rules and zod agree)', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), frameOrderSchema.strict(), [
      ['a valid order', valid, ALLOW],
      ['the larger size at its price', { ...valid, size: '16x20', unitPrice: 260 }, ALLOW],
      ['a pickup at the studio, no address', { ...valid, fulfilment: 'pickup', deliveryAddress: '' }, ALLOW],
      ['a pickup with an address', { ...valid, fulfilment: 'pickup' }],
      ['a delivery without an address', { ...valid, deliveryAddress: '' }],
      ['a blank deliveryAddress', { ...valid, deliveryAddress: ' ' }],
      ['a fulfilment outside the list', { ...valid, fulfilment: 'courier' }],
      ['quantity of 0', { ...valid, quantity: 0 }],
      ['quantity over 20', { ...valid, quantity: 21 }],
      ['quantity as a string', { ...valid, quantity: '2' }],
      ['photoNote over 1000 characters', { ...valid, photoNote: text(1001) }],
      ['deliveryAddress over 500 characters', { ...valid, deliveryAddress: text(501) }],
      ['notes over 2000 characters', { ...valid, notes: text(2001) }],
      ['an email without a domain dot', { ...valid, email: 'alice@example' }],
      ['a phone with letters', { ...valid, phone: 'ask reception' }],
      ['an unknown field', { ...valid, giftWrap: true }],
      ['no deliveryAddress', without(valid, 'deliveryAddress')],
      ['no fulfilment', without(valid, 'fulfilment')],
      ['no keywords', without(valid, 'keywords')],
      ['a status outside the enum', { ...valid, status: 'shipped' }],
      ['placedBy outside the list', { ...valid, placedBy: 'phone' }],
    ]);
  });

  describe('customer A creates: authority', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ["someone else's uid", { ...valid, userId: UID.customerB }],
      ['no uid (a walk-in)', { ...valid, userId: null }],
      ['no email', { ...valid, email: '' }],
      ['as placed by the studio', { ...valid, placedBy: 'studio' }],
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['an initial status of ready', { ...valid, status: 'ready', statusAt: { ready: serverTimestamp() } }],
      ['a client-chosen time in statusAt', { ...valid, statusAt: { received: aWhileAgo } }],
      ['an empty statusAt', { ...valid, statusAt: {} }],
      ['the large size at the small price', { ...valid, size: '16x20', unitPrice: 120 }],
      ['a tampered price', { ...valid, unitPrice: 1 }],
      ['a size the frame does not come in', { ...valid, size: 'A0' }],
      ['a frame name not in the catalogue', { ...valid, frameName: `${FRAME_NAME} deluxe` }],
      ['a retired frame at its own price', { ...valid, frameId: 'frame-retired', frameName: 'Pine', unitPrice: 60 }],
      ['a frame that does not exist', { ...valid, frameId: 'frame-imaginary' }],
    ]);
  });

  describe('customer A orders a frame of a gallery photo', () => {
    const valid = newFrameOrder(UID.customerA);
    validationCases(suite, 'customerA', (a, data) => setDoc(fresh(a), data), null, [
      ['a photo of their published gallery', { ...valid, ...framed('alice') }, ALLOW],
      ["a photo of another customer's gallery", { ...valid, ...framed('bob') }],
      ['a photo of their draft gallery', { ...valid, ...framed('alice-draft') }],
      ['a hidden photo', { ...valid, ...framed('alice', 'hidden') }],
      ['a photo that does not exist', { ...valid, ...framed('alice', 'missing') }],
      ['a gallery that does not exist', { ...valid, ...framed('missing') }],
      ['no photo id', { ...valid, galleryPhoto: { galleryId: 'alice' } }],
      ['an extra key', { ...valid, galleryPhoto: { galleryId: 'alice', photoId: 'p1', fileName: 'x.jpg' } }],
      ['an empty photo id', { ...valid, ...framed('alice', '') }],
      ['a string', { ...valid, galleryPhoto: 'alice/p1' }],
      ['null', { ...valid, galleryPhoto: null }],
    ]);

    it('a second submit to the same id → deny', async () => {
      const ref = order(suite.actor('customerA'), 'resubmitted');
      await assertSucceeds(setDoc(ref, valid));
      await assertFails(setDoc(ref, valid));
    });
  });

  describe('the id the browser chooses: at most LIMITS.id, as a frame payment names the order', () => {
    const longId = (length: number) => (a: Actor, data: DocumentData) => setDoc(order(a, text(length)), data);
    validationCases(suite, 'customerA', longId(LIMITS.id), null, [
      [`an id of ${LIMITS.id} characters`, newFrameOrder(UID.customerA), ALLOW],
    ]);
    validationCases(suite, 'customerA', longId(LIMITS.id + 1), null, [
      [`an id of ${LIMITS.id + 1} characters`, newFrameOrder(UID.customerA)],
    ]);
    validationCases(suite, 'owner', longId(LIMITS.id + 1), null, [[`a walk-in's, of ${LIMITS.id + 1} characters`, studioOrder(null)]]);
  });

  describe('the owner creates (Create Frame Order): authority', () => {
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), null, [
      ['for a registered customer', studioOrder(UID.customerA), ALLOW],
      ['for a walk-in with an email', studioOrder(null, { email: 'wendy@example.com' }), ALLOW],
      ['for a walk-in collecting it at the studio', studioOrder(null, { email: '', fulfilment: 'pickup', deliveryAddress: '' }), ALLOW],
      [
        'a retired frame, from stock, at its price',
        studioOrder(null, { frameId: 'frame-retired', frameName: 'Pine', unitPrice: 60 }),
        ALLOW,
      ],
      ['for a uid with no customer record', studioOrder('ghost-uid')],
      ['at a discounted price', studioOrder(UID.customerA, { unitPrice: 99 })],
      ['a size the frame does not come in', studioOrder(UID.customerA, { size: 'A0' })],
      ['as placed by the customer', studioOrder(UID.customerA, { placedBy: 'customer' })],
      ['already printing', studioOrder(UID.customerA, { status: 'printing', statusAt: { printing: serverTimestamp() } })],
      ['with a client-chosen createdAt', studioOrder(UID.customerA, { createdAt: aWhileAgo })],
      ['with an unknown field', studioOrder(UID.customerA, { rush: true })],
      ["of a photo of the customer's gallery", studioOrder(UID.customerA, framed('alice')), ALLOW],
      ["of a photo of another customer's gallery", studioOrder(UID.customerA, framed('bob'))],
      ['for a walk-in, of a gallery photo', studioOrder(null, framed('alice'))],
    ]);
  });

  describe('the owner moves an order through its steps', () => {
    const cases: [string, string, DocumentData, 'allow' | 'deny'][] = [
      ['received → printing', 'alice-received', step('printing'), ALLOW],
      ['printing → ready', 'alice-printing', step('ready'), ALLOW],
      ['ready → delivered', 'alice-ready', step('delivered'), ALLOW],
      ['received → cancelled', 'alice-received', step('cancelled'), ALLOW],
      ['printing → cancelled', 'alice-printing', step('cancelled'), ALLOW],
      ['ready → cancelled', 'alice-ready', step('cancelled'), ALLOW],
      ['a walk-in order: received → printing', 'walk-in', step('printing'), ALLOW],
      ['received → ready (skipping printing)', 'alice-received', step('ready'), DENY],
      ['received → delivered', 'alice-received', step('delivered'), DENY],
      ['printing → received', 'alice-printing', step('received'), DENY],
      ['ready → printing', 'alice-ready', step('printing'), DENY],
      ['delivered → cancelled', 'alice-delivered', step('cancelled'), DENY],
      ['cancelled → received', 'alice-cancelled', step('received'), DENY],
      ['cancelled → printing', 'alice-cancelled', step('printing'), DENY],
      ['a status outside the enum', 'alice-received', step('shipped'), DENY],
      ['a step without its time', 'alice-received', { status: 'printing' }, DENY],
      ['a step with a client-chosen time', 'alice-received', { status: 'printing', 'statusAt.printing': aWhileAgo }, DENY],
      ['a step rewriting an earlier time', 'alice-printing', step('ready', { 'statusAt.received': serverTimestamp() }), DENY],
      ['a step and a new quantity', 'alice-received', step('printing', { quantity: 3 }), DENY],
      ['quantity over 20', 'alice-received', { quantity: 21 }, DENY],
      ['moving it to another user', 'alice-received', { userId: UID.customerB }, DENY],
      ['rewriting createdAt', 'alice-received', { createdAt: Timestamp.now() }, DENY],
      ['attaching a gallery photo', 'alice-received', framed('alice'), DENY],
    ];
    for (const [name, id, data, outcome] of cases) {
      it(`${name} → ${outcome}`, async () => {
        const write = updateDoc(order(suite.actor('owner'), id), data);
        await expectOutcome(outcome, write);
      });
    }
  });

  describe("customer A's later changes", () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(order(a, id), data);
    validationCases(suite, 'customerA', update('alice-received'), null, [
      ['received → cancelled', step('cancelled'), ALLOW],
      ['received → printing', step('printing')],
      ['received → delivered', step('delivered')],
      ['cancelling and changing the quantity', step('cancelled', { quantity: 20 })],
      ['changing the size', { size: '16x20' }],
      ['attaching a gallery photo later', framed('alice')],
    ]);
    validationCases(suite, 'customerA', update('alice-printing'), null, [['printing → cancelled', step('cancelled')]]);
  });
});
