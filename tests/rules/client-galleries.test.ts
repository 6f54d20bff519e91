import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { bookingDeliverySchema, clientGallerySchema } from '@common/schemas';
import { aWhileAgo, clientGallery, galleryPhoto, inDays, storedBooking, user } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  CUSTOMER_A_ONLY,
  DENY,
  NOBODY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  text,
  unverifiedEmail,
  useRulesSuite,
  validationCases,
  type Actor,
} from './helpers';

// clientGalleries and their photos, favourites and activity; bookings/{id}/delivery/stage.
// Columns: anon, customerA (the gallery's customer), customerB, owner, ownerUnverified, forgedAdmin, ownerPassword.

const newGallery = (userId: string, overrides: Record<string, unknown> = {}) =>
  clientGallery(userId, { status: 'draft', publishedAt: null, createdAt: serverTimestamp(), ...overrides });

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com', { name: 'Bob Example' }),
  'bookings/alice-wedding': storedBooking(UID.customerA, 'completed'),
  'bookings/bob-wedding': storedBooking(UID.customerB, 'completed'),
  'bookings/alice-wedding/delivery/stage': { stage: 'editing', promisedOn: '2027-02-01', updatedAt: aWhileAgo },
  'clientGalleries/alice': clientGallery(UID.customerA, { bookingId: 'alice-wedding' }),
  'clientGalleries/alice/photos/p1': galleryPhoto(),
  'clientGalleries/alice/photos/p2': galleryPhoto({ fileName: 'IMG_0003.jpg', order: 1 }),
  'clientGalleries/alice/photos/hidden': galleryPhoto({ hidden: true, fileName: 'IMG_0002.jpg' }),
  'clientGalleries/alice/favourites/p1': { userId: UID.customerA, createdAt: aWhileAgo },
  'clientGalleries/alice/activity/first-opened': { kind: 'opened', userId: UID.customerA, photoId: null, fileNames: [], at: aWhileAgo },
  'clientGalleries/alice-draft': clientGallery(UID.customerA, { status: 'draft', publishedAt: null }),
  'clientGalleries/alice-draft/photos/p1': galleryPhoto(),
  'clientGalleries/bob': clientGallery(UID.customerB),
}));

const galleryRef = (a: Actor, id: string) => doc(a.db, 'clientGalleries', id);
const sub = (a: Actor, id: string, name: string) => collection(a.db, 'clientGalleries', id, name);
const mine = (a: Actor) =>
  query(collection(a.db, 'clientGalleries'), where('userId', '==', a.uid ?? 'signed-out'), where('status', '==', 'published'));
const shown = (a: Actor, id: string) => query(sub(a, id, 'photos'), where('hidden', '==', false));
const favourite = (a: Actor) => ({ userId: a.uid ?? 'signed-out', createdAt: serverTimestamp() });
const stage = (value = 'editing', promisedOn: string | null = '2027-03-01') => ({ stage: value, promisedOn, updatedAt: serverTimestamp() });

// Only the gallery's customer (A), and the owner where noted.

describe('clientGalleries', () => {
  accessMatrix(suite, {
    "get A's published gallery": [(a) => getDoc(galleryRef(a, 'alice')), CUSTOMER_A_AND_OWNER],
    "get A's draft (invisible to A)": [(a) => getDoc(galleryRef(a, 'alice-draft')), OWNER_ONLY],
    'list every gallery': [(a) => getDocs(collection(a.db, 'clientGalleries')), OWNER_ONLY],
    // An account whose email is not verified reads no gallery, even one made for its uid (ownerUnverified).
    "list one's own published galleries (profile query)": [(a) => getDocs(mine(a)), [DENY, ALLOW, ALLOW, ALLOW, DENY, ALLOW, ALLOW]],
    'create a draft for A': [(a) => setDoc(doc(collection(a.db, 'clientGalleries')), newGallery(UID.customerA)), OWNER_ONLY],
    "rename A's gallery": [(a) => updateDoc(galleryRef(a, 'alice'), { title: 'The wedding' }), OWNER_ONLY],
    "publish A's draft": [
      (a) => updateDoc(galleryRef(a, 'alice-draft'), { status: 'published', publishedAt: serverTimestamp() }),
      OWNER_ONLY,
    ],
    "delete A's gallery": [(a) => deleteDoc(galleryRef(a, 'alice')), NOBODY],
    "read A's shown photos": [(a) => getDocs(shown(a, 'alice')), CUSTOMER_A_AND_OWNER],
    "read all of A's photos, hidden too": [(a) => getDocs(sub(a, 'alice', 'photos')), OWNER_ONLY],
    "get A's hidden photo": [(a) => getDoc(doc(sub(a, 'alice', 'photos'), 'hidden')), OWNER_ONLY],
    "read the photos of A's draft": [(a) => getDocs(shown(a, 'alice-draft')), OWNER_ONLY],
    "add a photo to A's gallery": [(a) => setDoc(doc(sub(a, 'alice', 'photos'), 'new'), galleryPhoto()), NOBODY],
    "hide A's photo": [(a) => updateDoc(doc(sub(a, 'alice', 'photos'), 'p1'), { hidden: true }), OWNER_ONLY],
    "delete A's photo": [(a) => deleteDoc(doc(sub(a, 'alice', 'photos'), 'p1')), NOBODY],
    "read A's favourites": [(a) => getDocs(sub(a, 'alice', 'favourites')), CUSTOMER_A_AND_OWNER],
    "favourite a photo of A's gallery": [(a) => setDoc(doc(sub(a, 'alice', 'favourites'), 'p2'), favourite(a)), CUSTOMER_A_ONLY],
    "favourite a photo of A's draft": [(a) => setDoc(doc(sub(a, 'alice-draft', 'favourites'), 'p1'), favourite(a)), NOBODY],
    'favourite a hidden photo': [(a) => setDoc(doc(sub(a, 'alice', 'favourites'), 'hidden'), favourite(a)), NOBODY],
    // A double tap writes the favourite again: the second write succeeds quietly, for A only.
    'favourite again a photo A already favourited': [
      (a) => setDoc(doc(sub(a, 'alice', 'favourites'), 'p1'), favourite(a)),
      CUSTOMER_A_ONLY,
    ],
    "unfavourite in A's gallery": [(a) => deleteDoc(doc(sub(a, 'alice', 'favourites'), 'p1')), CUSTOMER_A_ONLY],
    "read A's activity": [(a) => getDocs(sub(a, 'alice', 'activity')), OWNER_ONLY],
    "write A's activity": [
      (a) =>
        setDoc(doc(sub(a, 'alice', 'activity'), 'x'), {
          kind: 'opened',
          userId: a.uid,
          photoId: null,
          fileNames: [],
          at: serverTimestamp(),
        }),
      NOBODY,
    ],
    "read the delivery stage of A's booking": [(a) => getDoc(doc(a.db, 'bookings/alice-wedding/delivery/stage')), CUSTOMER_A_AND_OWNER],
    "set the delivery stage of A's booking": [(a) => setDoc(doc(a.db, 'bookings/alice-wedding/delivery/stage'), stage()), OWNER_ONLY],
    "delete the delivery stage of A's booking": [(a) => deleteDoc(doc(a.db, 'bookings/alice-wedding/delivery/stage')), NOBODY],
  });

  describe('owner creates: shape (rules and zod agree)', () => {
    const valid = newGallery(UID.customerA);
    const create = (a: Actor, data: Record<string, unknown>) => setDoc(doc(collection(a.db, 'clientGalleries')), data);
    validationCases(suite, 'owner', create, clientGallerySchema.strict(), [
      ['a valid draft', valid, ALLOW],
      [
        'an expiry date and full-size downloads',
        { ...valid, expiresOn: '2027-12-31', downloads: { enabled: true, web: true, full: true } },
        ALLOW,
      ],
      ['twenty sets', { ...valid, sets: Array.from({ length: 20 }, (_, i) => `Set ${i}`) }, ALLOW],
      ['no set', { ...valid, sets: [] }],
      ['21 sets', { ...valid, sets: Array.from({ length: 21 }, (_, i) => `Set ${i}`) }],
      ['a set name over 40 characters', { ...valid, sets: [text(41)] }],
      ['a blank set name', { ...valid, sets: ['  '] }],
      ['a blank title', { ...valid, title: ' ' }],
      ['a title over 100 characters', { ...valid, title: text(101) }],
      ['an expiry not in YYYY-MM-DD', { ...valid, expiresOn: '31/12/2027' }],
      // A day that is no day of the calendar blanks the gallery for its customer and the owner.
      ['an expiry on 29 February of a leap year', { ...valid, expiresOn: '2028-02-29' }, ALLOW],
      ['an expiry on 29 February 2000 (a leap century)', { ...valid, expiresOn: '2000-02-29' }, ALLOW],
      ['an expiry on 30 February', { ...valid, expiresOn: '2027-02-30' }],
      ['an expiry on 29 February of a common year', { ...valid, expiresOn: '2027-02-29' }],
      ['an expiry on 29 February 2100 (no leap year)', { ...valid, expiresOn: '2100-02-29' }],
      ['an expiry on 31 April', { ...valid, expiresOn: '2027-04-31' }],
      ['an expiry in month 13', { ...valid, expiresOn: '2027-13-01' }],
      ['downloads with an unknown key', { ...valid, downloads: { enabled: true, web: true, full: false, zip: true } }],
      ['downloads as a string', { ...valid, downloads: 'on' }],
      ['an unknown field', { ...valid, password: 'x' }],
    ]);
  });

  describe('owner creates: authority', () => {
    const create = (a: Actor, data: Record<string, unknown>) => setDoc(doc(collection(a.db, 'clientGalleries')), data);
    validationCases(suite, 'owner', create, null, [
      // Without the booking's record hold in the same write: the booking could be deleted from under it.
      ["for A's own booking, the booking not held", newGallery(UID.customerA, { bookingId: 'alice-wedding' })],
      ["for A, naming B's booking", newGallery(UID.customerA, { bookingId: 'bob-wedding' })],
      ['for a booking that does not exist', newGallery(UID.customerA, { bookingId: 'no-such-booking' })],
      ['for a uid with no customer record', newGallery('nobody-uid')],
      ['already published', newGallery(UID.customerA, { status: 'published', publishedAt: serverTimestamp() })],
      ['a client-chosen createdAt', newGallery(UID.customerA, { createdAt: aWhileAgo })],
    ]);
  });

  describe('owner updates', () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(galleryRef(a, id), data);
    validationCases(suite, 'owner', update('alice-draft'), null, [
      [
        'sets, cover, downloads and expiry',
        { sets: ['Ceremony'], coverPhotoId: 'p1', downloads: { enabled: false, web: false, full: false }, expiresOn: '2027-06-01' },
        ALLOW,
      ],
      ['publish, stamped by the server', { status: 'published', publishedAt: serverTimestamp() }, ALLOW],
      ['publish with a chosen date', { status: 'published', publishedAt: aWhileAgo }],
      ['a date without publishing', { publishedAt: serverTimestamp() }],
      ['give it to B', { userId: UID.customerB }],
      ['move it to another booking', { bookingId: 'bob-wedding' }],
      ['a new createdAt', { createdAt: serverTimestamp() }],
      ['an empty set list', { sets: [] }],
      ['an expiry on 30 February', { expiresOn: '2027-02-30' }],
      ['an expiry on 29 February of a common year', { expiresOn: '2027-02-29' }],
    ]);
    validationCases(suite, 'owner', update('alice'), null, [
      ['unpublish (published for good)', { status: 'draft', publishedAt: null }],
      ['publish again, a new date', { status: 'published', publishedAt: serverTimestamp() }],
      ['hide downloads after publishing', { downloads: { enabled: false, web: false, full: false } }, ALLOW],
      ['downloads until 29 February of a leap year', { expiresOn: '2028-02-29' }, ALLOW],
      ['downloads until 30 February', { expiresOn: '2027-02-30' }],
    ]);
  });

  describe('owner edits a photo', () => {
    const update = (a: Actor, data: Record<string, unknown>) => updateDoc(doc(sub(a, 'alice', 'photos'), 'p1'), data);
    validationCases(suite, 'owner', update, null, [
      ['set, order and hidden', { set: 'Portraits', order: 7, hidden: true }, ALLOW],
      ['a negative order', { order: -1 }],
      ['a blank set', { set: '' }],
      ['a set name over 40 characters', { set: text(41) }],
      ['hidden as a string', { hidden: 'yes' }],
      ['a new file name', { fileName: 'other.jpg' }],
    ]);
  });

  describe('the customer favourites', () => {
    const add = (id: string) => (a: Actor, data: Record<string, unknown>) => setDoc(doc(sub(a, 'alice', 'favourites'), id), data);
    validationCases(suite, 'customerA', add('p2'), null, [
      ['their own, stamped by the server', { userId: UID.customerA, createdAt: serverTimestamp() }, ALLOW],
      ["in B's name", { userId: UID.customerB, createdAt: serverTimestamp() }],
      ['a chosen date', { userId: UID.customerA, createdAt: aWhileAgo }],
      ['an extra field', { userId: UID.customerA, createdAt: serverTimestamp(), note: 'album' }],
    ]);
    validationCases(suite, 'customerA', add('no-such-photo'), null, [
      ['a photo that does not exist', { userId: UID.customerA, createdAt: serverTimestamp() }],
    ]);
    // p1 is already a favourite: the same write again (a double tap) rewrites it.
    validationCases(suite, 'customerA', add('p1'), null, [
      ['again, stamped by the server', { userId: UID.customerA, createdAt: serverTimestamp() }, ALLOW],
      ['again, with the time it has', { userId: UID.customerA, createdAt: aWhileAgo }, ALLOW],
      ['again, with another chosen time', { userId: UID.customerA, createdAt: inDays(-3) }],
      ["again, in B's name", { userId: UID.customerB, createdAt: serverTimestamp() }],
      ['again, with an extra field', { userId: UID.customerA, createdAt: serverTimestamp(), note: 'album' }],
      ['again, without its time', { userId: UID.customerA }],
    ]);
    it('twice in a row, as a double tap sends it → both succeed', async () => {
      const ref = doc(sub(suite.actor('customerA'), 'alice', 'favourites'), 'p2');
      await assertSucceeds(setDoc(ref, favourite(suite.actor('customerA'))));
      await assertSucceeds(setDoc(ref, favourite(suite.actor('customerA'))));
    });
  });

  // One policy with bookings (isVerifiedCustomer; docs/galleries.md, "Who sees a gallery"): the
  // gallery's own uid with an email not yet verified reads and favourites nothing of it.
  describe("A's own account, its email not verified", () => {
    const unverified = () => suite.signedIn(UID.customerA, unverifiedEmail('alice@example.com'));
    const cases: [string, (db: Firestore) => Promise<unknown>][] = [
      ['get her published gallery', (db) => getDoc(doc(db, 'clientGalleries/alice'))],
      [
        'list her published galleries (the profile query)',
        (db) => getDocs(query(collection(db, 'clientGalleries'), where('userId', '==', UID.customerA), where('status', '==', 'published'))),
      ],
      ['read its shown photos', (db) => getDocs(query(collection(db, 'clientGalleries/alice/photos'), where('hidden', '==', false)))],
      ['read its favourites', (db) => getDocs(collection(db, 'clientGalleries/alice/favourites'))],
      [
        'favourite a photo',
        (db) => setDoc(doc(db, 'clientGalleries/alice/favourites/p2'), { userId: UID.customerA, createdAt: serverTimestamp() }),
      ],
      [
        'favourite again',
        (db) => setDoc(doc(db, 'clientGalleries/alice/favourites/p1'), { userId: UID.customerA, createdAt: serverTimestamp() }),
      ],
      ['unfavourite', (db) => deleteDoc(doc(db, 'clientGalleries/alice/favourites/p1'))],
    ];
    for (const [name, operation] of cases) {
      it(`${name} → deny`, async () => {
        await assertFails(operation(unverified()));
      });
    }
  });

  describe('owner sets a delivery stage', () => {
    const set = (path: string) => (a: Actor, data: Record<string, unknown>) => setDoc(doc(a.db, path), data);
    validationCases(suite, 'owner', set('bookings/bob-wedding/delivery/stage'), null, [
      ['editing, with a promised day', stage('editing', '2027-03-01'), ALLOW],
      ['not started, no day', stage('not-started', null), ALLOW],
      ['an unknown stage', stage('shipped', null)],
      ['a promised day not in YYYY-MM-DD', stage('editing', 'soon')],
      ['a chosen updatedAt', { stage: 'editing', promisedOn: null, updatedAt: aWhileAgo }],
      ['an extra field', { ...stage(), note: 'x' }],
    ]);
    validationCases(suite, 'owner', set('bookings/bob-wedding/delivery/other'), null, [['another document than stage', stage()]]);
  });

  describe('owner promises a delivery day (rules and zod agree)', () => {
    const set = (a: Actor, data: Record<string, unknown>) => setDoc(doc(a.db, 'bookings/bob-wedding/delivery/stage'), data);
    validationCases(suite, 'owner', set, bookingDeliverySchema.strict(), [
      ['29 February of a leap year', stage('editing', '2028-02-29'), ALLOW],
      ['30 February', stage('editing', '2027-02-30')],
      ['29 February of a common year', stage('editing', '2027-02-29')],
      ['29 February 2100 (no leap year)', stage('editing', '2100-02-29')],
      ['31 June', stage('editing', '2027-06-31')],
      ['day 00', stage('editing', '2027-03-00')],
    ]);
  });
});
