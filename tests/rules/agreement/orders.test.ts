import { deleteDoc, doc, setDoc, type DocumentData } from 'firebase/firestore';
import { bookingSchema, frameOrderInputSchema, frameOrderSchema, idSchema, paymentSchema } from '../../../common/schemas';
import { OWNER_REPAIRS } from '../../../common/repairs';
import {
  STUDIO_SEED,
  clientGallery,
  frame,
  galleryPhoto,
  newBooking,
  newFrameOrder,
  newPayment,
  servicePackage,
  storedBooking,
  storedFrameOrder,
} from '../fixtures';
import { UID, asRead, type Actor } from '../helpers';
import { createBooking, recordEntry } from '../writes';
import { describeAgreement, useAgreementSuite } from './table';

// Bookings, frame orders and payments: what customers and the owner write. The fields left out
// ("fixed") are decided by authority (whose, which status, when, the catalogue's price), which
// bookings.test.ts, frame-orders.test.ts and payments.test.ts cover case by case.
const suite = useAgreementSuite(() => ({
  ...STUDIO_SEED, // the rules read the catalogue deposit percentage there
  'packages/pkg-classic': servicePackage(),
  'frames/frame-oak': frame(),
  [`users/${UID.customerA}`]: { email: 'alice@example.com', name: 'Alice', phone: '', avatar: '', role: 'customer', createdAt: new Date() },
  // The photo a customer's order may frame (issue 18).
  'clientGalleries/alice': clientGallery(UID.customerA),
  'clientGalleries/alice/photos/p1': galleryPhoto(),
}));
const FRAMED = { galleryId: 'alice', photoId: 'p1' };
/** Whether an order frames a photo that exists: any other reference is refused by authority (frame-orders.test.ts). */
const framesExistingPhoto = (document: DocumentData) =>
  !('galleryPhoto' in document) || JSON.stringify(document.galleryPhoto) === JSON.stringify(FRAMED);

/** Everything but the fields OWNER_REPAIRS lets the owner set. */
const notRepairable = (schema: { shape: object }, repairable: readonly string[]) =>
  Object.keys(schema.shape).filter((field) => !repairable.includes(field));

async function requestBooking(a: Actor, data: DocumentData, id?: string) {
  await createBooking(a, data, id);
  await suite.withRulesOff((db) => deleteDoc(doc(db, 'pendingBookings', UID.customerA)));
}

describeAgreement(suite, {
  name: "bookings: a customer's request",
  schema: bookingSchema,
  role: 'customerA',
  valid: () => newBooking(UID.customerA),
  // A request that was accepted counts among Alice's pending ones: free the place for the next case.
  write: (a, data) => requestBooking(a, data),
  // The browser chooses a request's id: a payment, a slip and a gallery name it (idSchema).
  chosenId: { schema: idSchema, collection: 'bookings', write: (a, data, id) => requestBooking(a, data, id) },
  fixed: [
    'packageId',
    'packageName',
    'packagePrice',
    'packageDeposit',
    'customPackageLink',
    'userId',
    'status',
    'statusAt',
    'statusReason',
    'paidTotal',
    'paymentStatus',
    'createdAt',
    // Derived by the payments function (Admin SDK): never in a request.
    'schedule',
    'nextDueOn',
    'owedTotal',
    // Written by the owner's reschedule of a confirmed booking (reschedule.test.ts): never in a request.
    'rescheduledFrom',
    'rescheduledAt',
    'rescheduleCount',
    'rescheduleNote',
    // Written by the contracts functions only (contracts.test.ts): never in a request.
    'contractState',
  ],
  concurrency: 1,
});

describeAgreement(suite, {
  name: "bookings: the owner's repair",
  schema: bookingSchema,
  role: 'owner',
  valid: () => storedBooking(UID.customerA),
  seed: (i) => ({ [`bookings/repair-${i}`]: storedBooking(UID.customerA) }),
  write: (a, data, i) => setDoc(doc(a.db, 'bookings', `repair-${i}`), data),
  fixed: notRepairable(bookingSchema, OWNER_REPAIRS.bookings),
});

const inputFields = Object.keys(frameOrderInputSchema.shape);
describeAgreement(suite, {
  name: "frameOrders: a customer's order",
  schema: frameOrderSchema,
  role: 'customerA',
  valid: () => newFrameOrder(UID.customerA, { galleryPhoto: FRAMED }),
  write: (a, data, i) => setDoc(doc(a.db, 'frameOrders', `order-${i}`), data),
  // A frame payment names the order (idSchema).
  chosenId: { schema: idSchema, collection: 'frameOrders', write: (a, data, id) => setDoc(doc(a.db, 'frameOrders', id), data) },
  // A customer's order is also a valid customer input: an email is required there.
  zodAccepts: (document) =>
    frameOrderSchema.strict().safeParse(asRead(document)).success &&
    frameOrderInputSchema.safeParse(Object.fromEntries(inputFields.map((key) => [key, document[key]]))).success &&
    framesExistingPhoto(document),
  fixed: ['frameId', 'frameName', 'size', 'unitPrice', 'userId', 'placedBy', 'status', 'statusAt', 'createdAt'],
});

describeAgreement(suite, {
  name: "frameOrders: the owner's walk-in order",
  schema: frameOrderSchema,
  role: 'owner',
  valid: () => newFrameOrder(null, { placedBy: 'studio', email: '', name: 'Walk-in Wendy' }),
  write: (a, data, i) => setDoc(doc(a.db, 'frameOrders', `walk-in-${i}`), data),
  chosenId: { schema: idSchema, collection: 'frameOrders', write: (a, data, id) => setDoc(doc(a.db, 'frameOrders', id), data) },
  // galleryPhoto: a walk-in has no gallery (frame-orders.test.ts).
  fixed: ['frameId', 'frameName', 'size', 'unitPrice', 'userId', 'placedBy', 'status', 'statusAt', 'createdAt', 'galleryPhoto'],
});

describeAgreement(suite, {
  name: "frameOrders: the owner's repair",
  schema: frameOrderSchema,
  role: 'owner',
  valid: () => storedFrameOrder(UID.customerA),
  seed: (i) => ({ [`frameOrders/repair-${i}`]: storedFrameOrder(UID.customerA) }),
  write: (a, data, i) => setDoc(doc(a.db, 'frameOrders', `repair-${i}`), data),
  fixed: notRepairable(frameOrderSchema, OWNER_REPAIRS.frameOrders),
});

describeAgreement(suite, {
  name: "payments: the owner's entry",
  schema: paymentSchema,
  role: 'owner',
  // One booking per case: each accepted entry moves its own ledger.
  valid: (i) => newPayment(`booking-${i}`, UID.customerA),
  seed: (i) => ({ [`bookings/booking-${i}`]: storedBooking(UID.customerA, 'confirmed') }),
  write: (a, data, i) => recordEntry(a, `entry-${i}`, data),
  // stripe: only the webhook (Admin SDK) writes it; payments.test.ts checks that no client write may carry it.
  fixed: ['bookingId', 'userId', 'kind', 'amount', 'reverses', 'overpaymentConfirmed', 'stripe', 'createdAt'],
});
