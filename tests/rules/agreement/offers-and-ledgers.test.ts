import { doc, serverTimestamp, setDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import {
  addendumSchema,
  contractSchema,
  customPackageLinkSchema,
  customPackageRecipientSchema,
  paymentLedgerSchema,
  pendingBookingsSchema,
} from '../../../common/schemas';
import {
  STUDIO_SEED,
  customPackage,
  linkSlug,
  newBooking,
  newCustomPackageLink,
  newPayment,
  sentAddendum,
  sentContract,
  servicePackage,
  storedBooking,
  user,
} from '../fixtures';
import { UID, type Actor } from '../helpers';
import { describeAgreement, useAgreementSuite } from './table';

// The documents written beside another in one write (a request's pending list, a ledger's step,
// an offer's recipient entry), an offer itself, and a customer's first view of a contract: issue
// 39's tables for the collections that had none. Their values are mostly authority (the request
// the list names, the net the entry makes, the package snapshot, the server's stamps), tested by
// hand in pending-bookings, payments, custom-package-links and contracts.test.ts; the tables ask
// every other field, and an unknown one.
const suite = useAgreementSuite(() => ({
  ...STUDIO_SEED,
  'packages/pkg-classic': servicePackage(),
  [`users/${UID.customerA}`]: user('alice@example.com'),
}));

const allFields = (schema: { shape: object }) => Object.keys(schema.shape);
const allBut = (schema: { shape: object }, free: readonly string[]) => allFields(schema).filter((f) => !free.includes(f));

describeAgreement(suite, {
  name: "pendingBookings: a customer's pending requests, with a request",
  schema: pendingBookingsSchema,
  role: 'customerA',
  valid: (i) => ({ ids: [`req-${i}`] }),
  write: (a, data, i) => {
    const batch = writeBatch(a.db);
    batch.set(doc(a.db, 'bookings', `req-${i}`), newBooking(UID.customerA));
    batch.set(doc(a.db, 'pendingBookings', UID.customerA), data);
    return batch.commit();
  },
  fixed: ['ids'],
  concurrency: 1,
});

describeAgreement(suite, {
  name: "paymentLedgers: the owner's entry's step",
  schema: paymentLedgerSchema,
  role: 'owner',
  valid: (i) => ({ net: 100, lastEntry: `entry-${i}` }),
  seed: (i) => ({ [`bookings/booking-${i}`]: storedBooking(UID.customerA, 'confirmed') }),
  write: (a, data, i) => {
    const batch = writeBatch(a.db);
    batch.set(doc(a.db, 'payments', `entry-${i}`), newPayment(`booking-${i}`, UID.customerA, { amount: 100 }));
    batch.set(doc(a.db, 'paymentLedgers', `booking-${i}`), data);
    return batch.commit();
  },
  // The net the entry makes and the entry that made it: payments.test.ts.
  fixed: ['net', 'lastEntry'],
});

/** A link slug per case: the case's number in letters the slug alphabet has (no z, which pads). */
const slugOf = (i: number) =>
  linkSlug(
    `q${i
      .toString(25)
      .split('')
      .map((c) => 'abcdefghijklmnopqrstuvwxy'[parseInt(c, 25)])
      .join('')}`,
  );

/** The offer and its recipient entry, in one write, as web/src/data/custom-package-links.ts sends them. */
function sendOffer(a: Actor, link: DocumentData, recipient: DocumentData, i: number) {
  const batch = writeBatch(a.db);
  batch.set(doc(a.db, 'customPackageLinks', slugOf(i)), link);
  batch.set(doc(a.db, 'customPackages', `cp-${i}`, 'recipients', UID.customerA), recipient);
  return batch.commit();
}
const offer = (i: number) => newCustomPackageLink(slugOf(i), UID.customerA, { customPackageId: `cp-${i}` }) as DocumentData;
const offerSeed = (i: number) => ({ [`customPackages/cp-${i}`]: customPackage() });

describeAgreement(suite, {
  name: "customPackageLinks: the owner's offer",
  schema: customPackageLinkSchema,
  role: 'owner',
  valid: offer,
  seed: offerSeed,
  write: (a, data, i) => sendOffer(a, data, { slug: slugOf(i) }, i),
  // The package's snapshot, whose and when: custom-package-links.test.ts.
  fixed: allBut(customPackageLinkSchema, ['userName', 'message', 'keywords']),
});

describeAgreement(suite, {
  name: "customPackages/{id}/recipients: the offer's one entry for its customer",
  schema: customPackageRecipientSchema,
  role: 'owner',
  valid: (i) => ({ slug: slugOf(i) }),
  seed: offerSeed,
  write: (a, data, i) => sendOffer(a, offer(i), data, i),
  // It names the link made in the same write: custom-package-links.test.ts.
  fixed: ['slug'],
});

describeAgreement(suite, {
  name: "contracts: the customer's first view",
  schema: contractSchema,
  role: 'customerA',
  valid: (i) => sentContract(`booking-${i}`, UID.customerA, { status: 'viewed', viewedAt: serverTimestamp() }),
  seed: (i) => ({ [`contracts/booking-${i}`]: sentContract(`booking-${i}`, UID.customerA) }),
  write: (a, data, i) => setDoc(doc(a.db, 'contracts', `booking-${i}`), data),
  // Every field is the contracts function's, the view's two the server's stamp: contracts.test.ts.
  fixed: allFields(contractSchema),
});

describeAgreement(suite, {
  name: "contracts/{id}/addenda: the customer's first view",
  schema: addendumSchema,
  role: 'customerA',
  valid: () => sentAddendum(1, { status: 'viewed', viewedAt: serverTimestamp() }),
  seed: (i) => ({
    [`contracts/booking-${i}`]: sentContract(`booking-${i}`, UID.customerA, { addenda: 1 }),
    [`contracts/booking-${i}/addenda/1`]: sentAddendum(1),
  }),
  write: (a, data, i) => setDoc(doc(a.db, 'contracts', `booking-${i}`, 'addenda', '1'), data),
  fixed: allFields(addendumSchema),
});
