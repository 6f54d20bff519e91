import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { softCopySchema } from '@common/schemas';
import { aWhileAgo, inDays, newSoftCopy, softCopy, storedBooking, user } from './fixtures';
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

const OLD_LINKS = ['https://drive.example.com/folder/abc'];
const NEW_LINKS = ['https://photos.example.com/alice-final', 'https://drive.example.com/film'];
const earlier = { links: ['https://drive.example.com/first-cut'], sharedAt: inDays(-60), note: 'A first selection' };

const suite = useRulesSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
  [`users/${UID.customerB}`]: user('bob@example.com', { name: 'Bob Example' }),
  'bookings/alice-wedding': storedBooking(UID.customerA, 'completed'),
  'bookings/bob-wedding': storedBooking(UID.customerB, 'completed'),
  'softCopies/alice-photos': softCopy(UID.customerA),
  'softCopies/alice-replaced-once': softCopy(UID.customerA, { history: [earlier] }),
  'softCopies/alice-opened': softCopy(UID.customerA, { openedAt: aWhileAgo }),
  'softCopies/alice-withdrawn': softCopy(UID.customerA, {
    status: 'withdrawn',
    withdrawnReason: 'Sent to the wrong client',
    withdrawnAt: aWhileAgo,
  }),
  'softCopies/bob-photos': softCopy(UID.customerB),
}));

const softCopyRef = (a: Actor, id: string) => doc(a.db, 'softCopies', id);
const fresh = (a: Actor) => doc(collection(a.db, 'softCopies'));
const byUser = (a: Actor, uid: string) => query(collection(a.db, 'softCopies'), where('userId', '==', uid), orderBy('createdAt', 'desc'));
const unopened = (a: Actor) => query(collection(a.db, 'softCopies'), where('openedAt', '==', null), orderBy('createdAt', 'desc'));

/** The owner's replacement as the app writes it: the old links, with when they were shared, go to history. */
const replacement = (note = 'The final edit') => ({
  links: NEW_LINKS,
  linksUpdatedAt: serverTimestamp(),
  history: [{ links: OLD_LINKS, sharedAt: aWhileAgo, note }],
});
const withdrawal = (reason = 'Sent to the wrong client') => ({
  status: 'withdrawn',
  withdrawnReason: reason,
  withdrawnAt: serverTimestamp(),
});

describe('softCopies', () => {
  accessMatrix(suite, {
    "get A's soft copy": [(a) => getDoc(softCopyRef(a, 'alice-photos')), CUSTOMER_A_AND_OWNER],
    'get a missing one': [(a) => getDoc(softCopyRef(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'softCopies')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'list the unopened ones (admin filter)': [(a) => getDocs(unopened(a)), OWNER_ONLY],
    'create one for A': [(a) => setDoc(fresh(a), newSoftCopy(UID.customerA)), OWNER_ONLY],
    // Only a customer with a record can receive one: not the owner, not a made-up uid.
    'create one for oneself': [(a) => setDoc(fresh(a), newSoftCopy(a.uid ?? 'signed-out')), NOBODY],
    "replace A's links": [(a) => updateDoc(softCopyRef(a, 'alice-photos'), replacement()), OWNER_ONLY],
    "withdraw A's delivery": [(a) => updateDoc(softCopyRef(a, 'alice-photos'), withdrawal()), OWNER_ONLY],
    "record the first opening of A's": [
      (a) => updateDoc(softCopyRef(a, 'alice-photos'), { openedAt: serverTimestamp() }),
      [DENY, ALLOW, DENY, DENY, DENY, DENY],
    ],
    // A client never loses their photographs: no hard delete, for anyone.
    "delete A's": [(a) => deleteDoc(softCopyRef(a, 'alice-photos')), NOBODY],
    "delete A's withdrawn one": [(a) => deleteDoc(softCopyRef(a, 'alice-withdrawn')), NOBODY],
  });

  describe('owner creates: shape (rules and zod agree)', () => {
    const valid = newSoftCopy(UID.customerA);
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), softCopySchema.strict(), [
      ['a valid soft copy', valid, ALLOW],
      [
        'five links, a message and a download date',
        { ...valid, links: Array.from({ length: 5 }, (_, i) => `https://photos.example.com/${i}`), downloadUntil: '2027-12-31' },
        ALLOW,
      ],
      ['an empty message', { ...valid, message: '' }, ALLOW],
      ['six links', { ...valid, links: Array.from({ length: 6 }, (_, i) => `https://photos.example.com/${i}`) }],
      ['no link at all', { ...valid, links: [] }],
      ['a second link that is not a URL', { ...valid, links: ['https://photos.example.com/a', 'the shared drive folder'] }],
      [
        'a fifth link that is javascript:',
        { ...valid, links: [...Array.from({ length: 4 }, (_, i) => `https://p.example.com/${i}`), 'javascript:alert(1)'] },
      ],
      ['an ftp link', { ...valid, links: ['ftp://files.example.com/wedding.zip'] }],
      ['a link over 2048 characters', { ...valid, links: [`https://drive.example.com/${text(2030)}`] }],
      ['links as a string', { ...valid, links: 'https://photos.example.com/a' }],
      ['an invalid userEmail', { ...valid, userEmail: 'alice' }],
      ['a blank title', { ...valid, title: '' }],
      ['title over 200 characters', { ...valid, title: text(201) }],
      ['message over 2000 characters', { ...valid, message: text(2001) }],
      ['a download date not in YYYY-MM-DD', { ...valid, downloadUntil: '31/12/2027' }],
      ['a status outside the enum', { ...valid, status: 'archived' }],
      ['an unknown field', { ...valid, downloads: 0 }],
      ['no keywords', without(valid, 'keywords')],
    ]);
  });

  describe('owner creates: authority', () => {
    const valid = newSoftCopy(UID.customerA);
    validationCases(suite, 'owner', (a, data) => setDoc(fresh(a), data), null, [
      ["for A's own booking", { ...valid, bookingId: 'alice-wedding', bookingLabel: 'Classic Wedding · 12 June 2027' }, ALLOW],
      ["for B's booking", { ...valid, bookingId: 'bob-wedding' }],
      ['for a booking that does not exist', { ...valid, bookingId: 'no-such-booking' }],
      ["to an address that is not A's", { ...valid, userEmail: 'bob@example.com' }],
      ['for a uid with no customer record', newSoftCopy('nobody-uid', { userEmail: 'nobody-uid@example.com' })],
      ['already withdrawn', { ...valid, status: 'withdrawn', withdrawnReason: 'x', withdrawnAt: serverTimestamp() }],
      ['already opened', { ...valid, openedAt: serverTimestamp() }],
      ['with a made-up history', { ...valid, history: [earlier] }],
      ['a client-chosen createdAt', { ...valid, createdAt: aWhileAgo }],
      ['a client-chosen linksUpdatedAt', { ...valid, linksUpdatedAt: aWhileAgo }],
    ]);
  });

  describe('owner updates: replace links (history kept), move the date, withdraw', () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(softCopyRef(a, id), data);
    validationCases(suite, 'owner', update('alice-photos'), null, [
      ['new links, the old ones in history', replacement(), ALLOW],
      ['new links and a new download date', { ...replacement(), downloadUntil: '2027-12-31' }, ALLOW],
      ['only a new download date', { downloadUntil: '2027-12-31' }, ALLOW],
      ['new links without history', { links: NEW_LINKS, linksUpdatedAt: serverTimestamp() }],
      [
        'new links, history with other old links',
        { ...replacement(), history: [{ links: ['https://x.example.com'], sharedAt: aWhileAgo, note: '' }] },
      ],
      ['new links, history with a made-up date', { ...replacement(), history: [{ links: OLD_LINKS, sharedAt: inDays(-1), note: '' }] }],
      ['new links, a client-chosen linksUpdatedAt', { ...replacement(), linksUpdatedAt: aWhileAgo }],
      ['the same links "replaced"', { ...replacement(), links: OLD_LINKS }],
      ['a note over 500 characters', replacement(text(501))],
      ['a new title (a repair)', { title: 'Your album, final cut' }, ALLOW],
      ['handing it to B', { userId: UID.customerB, userEmail: 'bob@example.com' }],
      ['marking it opened', { openedAt: serverTimestamp() }],
      ['withdrawing with a reason', withdrawal(), ALLOW],
      ['withdrawing without a reason', withdrawal('  ')],
      ['withdrawing with a client-chosen time', { ...withdrawal(), withdrawnAt: aWhileAgo }],
      ['withdrawing and replacing at once', { ...withdrawal(), ...replacement() }],
    ]);
    validationCases(suite, 'owner', update('alice-replaced-once'), null, [
      [
        'a second replacement appends to history',
        { links: NEW_LINKS, linksUpdatedAt: serverTimestamp(), history: [earlier, { links: OLD_LINKS, sharedAt: aWhileAgo, note: '' }] },
        ALLOW,
      ],
      ['a replacement that drops the earlier history', replacement()],
      ['emptying the history', { history: [] }],
    ]);
    validationCases(suite, 'owner', update('alice-withdrawn'), null, [
      ['restoring a withdrawn delivery', { status: 'delivered', withdrawnReason: '', withdrawnAt: null }],
      ['replacing the links of a withdrawn delivery', replacement()],
      ['changing the reason afterwards', { withdrawnReason: 'Another reason' }],
    ]);
  });

  describe("customer A records opening (the profile's link)", () => {
    const update = (id: string) => (a: Actor, data: Record<string, unknown>) => updateDoc(softCopyRef(a, id), data);
    validationCases(suite, 'customerA', update('alice-photos'), null, [
      ['the first opening, server time', { openedAt: serverTimestamp() }, ALLOW],
      ['a client-chosen time', { openedAt: aWhileAgo }],
      ['opening and changing the links', { openedAt: serverTimestamp(), links: NEW_LINKS }],
      ['opening and keeping it longer', { openedAt: serverTimestamp(), downloadUntil: '2030-01-01' }],
      ['withdrawing it', withdrawal()],
    ]);
    validationCases(suite, 'customerA', update('alice-opened'), null, [['opening a second time', { openedAt: serverTimestamp() }]]);
    validationCases(suite, 'customerA', update('alice-withdrawn'), null, [
      ['opening a withdrawn delivery', { openedAt: serverTimestamp() }],
    ]);
  });
});
