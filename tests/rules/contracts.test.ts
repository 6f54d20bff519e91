import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
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
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addendumSchema, contractSchema } from '@common/schemas';
import { aWhileAgo, contractSignature, daysFromToday, emailOf, inDays, sentAddendum, sentContract, signedContract } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  CUSTOMER_A_ONLY,
  DENY,
  NOBODY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  unverifiedEmail,
  useRulesSuite,
  validationCases,
  type Actor,
} from './helpers';

// contracts/{bookingId} and contracts/{bookingId}/addenda/{n} (docs/contracts.md): written by the
// contracts functions alone (Admin SDK); read by the booking's customer and the owner. The one
// client write is the customer's first opening: sent → viewed, stamped by the server, once. A
// signature, a hold, a PDF, a countersignature or a text from any client is refused, and a signed
// contract changes for nobody, the owner included.
const HOLD_DAY = daysFromToday(100);

const suite = useRulesSuite(() => ({
  'contracts/alice-sent': sentContract('alice-sent', UID.customerA),
  'contracts/alice-viewed': sentContract('alice-viewed', UID.customerA, { status: 'viewed', viewedAt: aWhileAgo }),
  'contracts/alice-signed': signedContract('alice-signed', UID.customerA, HOLD_DAY, { addenda: 2 }),
  'contracts/alice-signed/addenda/1': sentAddendum(1, {
    status: 'signed',
    viewedAt: aWhileAgo,
    signature: contractSignature(UID.customerA),
  }),
  'contracts/alice-signed/addenda/2': sentAddendum(2),
  'contracts/bob-sent': sentContract('bob-sent', UID.customerB),
  'contracts/bob-sent/addenda/1': sentAddendum(1),
}));

const contract = (a: Actor, id: string) => doc(a.db, 'contracts', id);
const addendum = (a: Actor, id: string, n: number) => doc(a.db, 'contracts', id, 'addenda', String(n));
const ownContracts = (a: Actor, uid: string) => query(collection(a.db, 'contracts'), where('userId', '==', uid));
const addendaOf = (a: Actor, id: string) => query(collection(a.db, 'contracts', id, 'addenda'), orderBy('number', 'asc'));

/** The first-view stamp, as web/src/data/contracts.ts sends it. */
const VIEWED = { status: 'viewed', viewedAt: serverTimestamp() };

/** Customer A's own account, its email not (or no longer) verified: reading is not signing. */
const aUnverified = (): Firestore => suite.signedIn(UID.customerA, unverifiedEmail(emailOf(UID.customerA)));

const signing = (uid: string) => ({ status: 'signed', signature: { ...contractSignature(uid), signedAt: serverTimestamp() } });

describe('contracts', () => {
  accessMatrix(suite, {
    "get A's contract": [(a) => getDoc(contract(a, 'alice-sent')), CUSTOMER_A_AND_OWNER],
    "get A's signed contract": [(a) => getDoc(contract(a, 'alice-signed')), CUSTOMER_A_AND_OWNER],
    'get a missing contract': [(a) => getDoc(contract(a, 'missing')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'contracts')), OWNER_ONLY],
    "list A's (where userId ==)": [(a) => getDocs(ownContracts(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own (where userId ==)': [(a) => getDocs(ownContracts(a, a.uid ?? 'signed-out')), SIGNED_IN],
    'create a contract for own booking': [(a) => setDoc(contract(a, 'new'), sentContract('new', a.uid ?? 'signed-out')), NOBODY],
    "stamp the first view of A's contract": [(a) => updateDoc(contract(a, 'alice-sent'), VIEWED), CUSTOMER_A_ONLY],
    "sign A's contract (a signature written by a client)": [(a) => updateDoc(contract(a, 'alice-viewed'), signing(UID.customerA)), NOBODY],
    "sign A's contract as its viewer would stamp it": [
      (a) => updateDoc(contract(a, 'alice-sent'), { ...VIEWED, signature: contractSignature(UID.customerA) }),
      NOBODY,
    ],
    "countersign A's signed contract": [
      (a) =>
        updateDoc(contract(a, 'alice-signed'), {
          status: 'countersigned',
          countersignature: { name: 'Studio', signedAt: serverTimestamp() },
        }),
      NOBODY,
    ],
    "void A's contract": [(a) => updateDoc(contract(a, 'alice-sent'), { status: 'void' }), NOBODY],
    "delete A's contract": [(a) => deleteDoc(contract(a, 'alice-sent')), NOBODY],
    "delete A's signed contract": [(a) => deleteDoc(contract(a, 'alice-signed')), NOBODY],
  });

  describe("the first view: the customer's one stamp (each other change refused)", () => {
    const write = (id: string) => (a: Actor, data: DocumentData) => updateDoc(contract(a, id), data);
    validationCases(suite, 'customerA', write('alice-sent'), null, [
      ['sent → viewed, stamped by the server', VIEWED, ALLOW],
      ['a viewedAt of its own', { status: 'viewed', viewedAt: aWhileAgo }],
      ['a viewedAt in the future', { status: 'viewed', viewedAt: inDays(1) }],
      ['the stamp without the status', { viewedAt: serverTimestamp() }],
      ['the status without the stamp', { status: 'viewed' }],
      ['sent → signed', { status: 'signed', viewedAt: serverTimestamp() }],
      ['sent → void', { status: 'void', viewedAt: serverTimestamp() }],
      ['the stamp with a signature', { ...VIEWED, signature: contractSignature(UID.customerA) }],
      ['the stamp with a hold on the day', { ...VIEWED, hold: { day: HOLD_DAY, until: inDays(3), state: 'held' } }],
      [
        'the stamp with a PDF',
        { ...VIEWED, pdf: { path: 'contracts/alice-sent/contract.pdf', sha256: 'c'.repeat(64), bytes: 1, madeAt: aWhileAgo } },
      ],
      ['the stamp with a countersignature', { ...VIEWED, countersignature: { name: 'Studio', signedAt: aWhileAgo } }],
      ['the stamp with another text', { ...VIEWED, text: 'We owe the client everything.' }],
      ['the stamp with the text’s hash', { ...VIEWED, textSha256: 'd'.repeat(64) }],
      ['the stamp with another template version', { ...VIEWED, templateVersion: 2 }],
      ['the stamp handing the contract to B', { ...VIEWED, userId: UID.customerB }],
      ['the stamp removing sentAt', { ...VIEWED, sentAt: deleteField() }],
    ]);

    it('what the stamp leaves is a valid contract', async () => {
      await assertSucceeds(updateDoc(contract(suite.actor('customerA'), 'alice-sent'), VIEWED));
      const stored = await getDoc(contract(suite.actor('customerA'), 'alice-sent'));
      const read = { ...stored.data(), sentAt: new Date(), viewedAt: (stored.get('viewedAt') as Timestamp).toDate() };
      expect(contractSchema.safeParse(read).success).toBe(true);
    });

    it('a second view stamp → deny', async () => {
      await assertSucceeds(updateDoc(contract(suite.actor('customerA'), 'alice-sent'), VIEWED));
      await assertFails(updateDoc(contract(suite.actor('customerA'), 'alice-sent'), VIEWED));
    });

    it('a stamp on a contract already viewed → deny', async () => {
      await assertFails(updateDoc(contract(suite.actor('customerA'), 'alice-viewed'), VIEWED));
    });

    it('a contract put back to sent with its stamp kept, stamped again → deny', async () => {
      await suite.withRulesOff((db) => updateDoc(doc(db, 'contracts', 'alice-viewed'), { status: 'sent' }));
      await assertFails(updateDoc(contract(suite.actor('customerA'), 'alice-viewed'), VIEWED));
    });

    it('B stamping A’s contract → deny; B stamping their own → allow', async () => {
      await assertFails(updateDoc(contract(suite.actor('customerB'), 'alice-sent'), VIEWED));
      await assertSucceeds(updateDoc(contract(suite.actor('customerB'), 'bob-sent'), VIEWED));
    });
  });

  describe('a signed contract changes for nobody', () => {
    const changes: [string, DocumentData][] = [
      ['a second signature', signing(UID.customerA)],
      ['its text', { text: 'Other terms.' }],
      ['its status back to sent', { status: 'sent' }],
      ['its status to void', { status: 'void' }],
      ['a first-view stamp again', VIEWED],
      ['its hold extended', { 'hold.until': inDays(30) }],
      ['its hold released', { 'hold.state': 'released' }],
      ['its PDF', { 'pdf.sha256': 'e'.repeat(64) }],
      ['a countersignature', { status: 'countersigned', countersignature: { name: 'Studio', signedAt: serverTimestamp() } }],
      ['the number of addenda', { addenda: 3 }],
    ];
    for (const role of ['customerA', 'owner'] as const) {
      for (const [name, data] of changes) {
        it(`${role}: ${name} → deny`, async () => {
          await assertFails(updateDoc(contract(suite.actor(role), 'alice-signed'), data));
        });
      }
    }

    it('the owner: the same document written again → deny', async () => {
      const owner = suite.actor('owner');
      const stored = await getDoc(contract(owner, 'alice-signed'));
      await assertFails(setDoc(contract(owner, 'alice-signed'), stored.data() ?? {}));
    });
  });

  describe("customer A's own account with its email unverified", () => {
    it('reads its contract → allow', async () => {
      await assertSucceeds(getDoc(doc(aUnverified(), 'contracts', 'alice-sent')));
    });
    it('stamps the first view → allow (opening is not signing)', async () => {
      await assertSucceeds(updateDoc(doc(aUnverified(), 'contracts', 'alice-sent'), VIEWED));
    });
    it('writes a signature → deny', async () => {
      await assertFails(updateDoc(doc(aUnverified(), 'contracts', 'alice-viewed'), signing(UID.customerA)));
    });
    it("reads B's contract → deny", async () => {
      await assertFails(getDoc(doc(aUnverified(), 'contracts', 'bob-sent')));
    });
  });
});

describe('contract addenda', () => {
  accessMatrix(suite, {
    "get addendum 1 of A's contract": [(a) => getDoc(addendum(a, 'alice-signed', 1)), CUSTOMER_A_AND_OWNER],
    "get an addendum of A's that does not exist": [(a) => getDoc(addendum(a, 'alice-signed', 9)), CUSTOMER_A_AND_OWNER],
    'get an addendum of a contract that does not exist': [(a) => getDoc(addendum(a, 'missing', 1)), OWNER_ONLY],
    "list the addenda of A's contract": [(a) => getDocs(addendaOf(a, 'alice-signed')), CUSTOMER_A_AND_OWNER],
    "list the addenda of B's contract": [(a) => getDocs(addendaOf(a, 'bob-sent')), [DENY, DENY, ALLOW, ALLOW, DENY, DENY, DENY]],
    "create an addendum of A's contract": [(a) => setDoc(addendum(a, 'alice-signed', 3), sentAddendum(3)), NOBODY],
    "stamp the first view of A's addendum 2": [(a) => updateDoc(addendum(a, 'alice-signed', 2), VIEWED), CUSTOMER_A_ONLY],
    "sign A's addendum 2 (a signature written by a client)": [
      (a) => updateDoc(addendum(a, 'alice-signed', 2), signing(UID.customerA)),
      NOBODY,
    ],
    "change A's signed addendum 1": [(a) => updateDoc(addendum(a, 'alice-signed', 1), { text: 'Other terms.' }), NOBODY],
    "sign A's addendum 1 a second time": [(a) => updateDoc(addendum(a, 'alice-signed', 1), signing(UID.customerA)), NOBODY],
    "delete A's addendum": [(a) => deleteDoc(addendum(a, 'alice-signed', 2)), NOBODY],
  });

  describe("the customer's first view of an addendum", () => {
    const write = (a: Actor, data: DocumentData) => updateDoc(addendum(a, 'alice-signed', 2), data);
    validationCases(suite, 'customerA', write, null, [
      ['sent → viewed, stamped by the server', VIEWED, ALLOW],
      ['a viewedAt of its own', { status: 'viewed', viewedAt: aWhileAgo }],
      ['the stamp with other changes', { ...VIEWED, changes: [] }],
      ['the stamp with a signature', { ...VIEWED, signature: contractSignature(UID.customerA) }],
    ]);

    it('a second view stamp → deny; what the first left is a valid addendum', async () => {
      const alice = suite.actor('customerA');
      await assertSucceeds(write(alice, VIEWED));
      await assertFails(write(alice, VIEWED));
      const stored = (await getDoc(addendum(alice, 'alice-signed', 2))).data() ?? {};
      const read = { ...stored, sentAt: new Date(), viewedAt: (stored.viewedAt as Timestamp).toDate() };
      expect(addendumSchema.safeParse(read).success).toBe(true);
    });
  });
});
