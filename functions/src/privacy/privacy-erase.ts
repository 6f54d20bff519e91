import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import type { ErasureSummary } from '../../../common/schemas/privacy';
import { galleryPaths } from '../galleries/gallery-paths';
import { senderKey } from '../messages/owner-mail-policy';
import type { Logger } from '../lib/logger';
import { deleteUnder, type ObjectStore } from '../lib/storage/object-store';
import {
  anonymiseBooking,
  anonymiseCustomPackageLink,
  anonymiseFrameOrder,
  anonymiseGallery,
  anonymiseLedgerEntry,
  anonymiseSignable,
  anonymiseSoftCopy,
  erasedFor,
  type Erased,
} from './anonymise';
import { findPerson, type PersonDocument } from './person-documents';

// The erasure the policy promises (docs/privacy.md). Deleted: the account, the profile, the
// pending-request counter, the galleries' favourites, activity and photographs, messages and
// emails to the person, open custom-package offers, download tickets. Kept, with every personal
// field replaced, for the seven years the policy states: bookings, frame orders, the payments
// ledger, frame payments, transfer slips (their files are the payment evidence), gallery payments
// and gallery transfer slips (issue 38), soft-copy
// records, booked offers, contracts (the text's hash still proves what was signed). Running it
// again finds what is left and does the same: it is safe to repeat after a failure, and the
// account goes last so a failed run can be repeated with the same confirmation.

export class PrivacyRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'failed-precondition' | 'permission-denied',
    message: string,
  ) {
    super(message);
  }
}

interface EraseDeps {
  db: Firestore;
  auth: Auth;
  store: ObjectStore;
  logger: Logger;
  now: () => Date;
}

type Action = { kind: 'delete' } | { kind: 'update'; data: Record<string, unknown> } | { kind: 'keep' };

/** What becomes of one document (its collection decides); the gallery's photos and files are handled beside it. */
function actionFor(doc: PersonDocument, erased: Erased): Action {
  const { data, ref } = doc;
  switch (doc.collection) {
    case COLLECTIONS.bookings:
      return { kind: 'update', data: anonymiseBooking(ref.id, data, erased) };
    case COLLECTIONS.frameOrders:
      return { kind: 'update', data: anonymiseFrameOrder(ref.id, data, erased) };
    case COLLECTIONS.payments:
    case COLLECTIONS.framePayments:
    case COLLECTIONS.transferSlips:
    case COLLECTIONS.galleryPayments:
    case COLLECTIONS.gallerySlips:
      return { kind: 'update', data: anonymiseLedgerEntry(data) };
    case COLLECTIONS.softCopies:
      return { kind: 'update', data: anonymiseSoftCopy(data, erased) };
    case COLLECTIONS.customPackageLinks:
      return data.status === 'booked' ? { kind: 'update', data: anonymiseCustomPackageLink(data, erased) } : { kind: 'delete' };
    case COLLECTIONS.clientGalleries:
      return { kind: 'update', data: anonymiseGallery(data) };
    case COLLECTIONS.contracts:
    case `${COLLECTIONS.contracts}/${SUBCOLLECTIONS.contractAddenda}`:
      return { kind: 'update', data: anonymiseSignable(data, erased) };
    // No personal field: the schedule's amounts and the delivery's stage stay as they are.
    case COLLECTIONS.paymentSchedules:
    case `${COLLECTIONS.bookings}/${SUBCOLLECTIONS.bookingDelivery}`:
      return { kind: 'keep' };
    default:
      // users, pendingBookings, favourites, activity, contact and support messages, the outbox.
      return { kind: 'delete' };
  }
}

const count = (tally: Record<string, number>, collection: string, n = 1) => {
  tally[collection] = (tally[collection] ?? 0) + n;
};

async function commitAll(db: Firestore, writes: ((batch: FirebaseFirestore.WriteBatch) => void)[]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    writes.slice(i, i + 400).forEach((write) => write(batch));
    await batch.commit();
  }
}

export async function erasePerson(deps: EraseDeps, uid: string, confirmEmail: string): Promise<ErasureSummary> {
  const { db, auth, store } = deps;
  const person = await findPerson(db, auth, uid, confirmEmail.trim());
  if (person.email.toLowerCase() === OWNER_EMAIL.toLowerCase())
    throw new PrivacyRefusal('permission-denied', "The studio's own account cannot be erased.");
  if (person.email.toLowerCase() !== confirmEmail.trim().toLowerCase())
    throw new PrivacyRefusal('failed-precondition', "That is not this customer's email address. Nothing was erased.");

  const erased = erasedFor(uid, deps.now());
  const summary: ErasureSummary = { deleted: {}, anonymised: {} };
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  const files: string[] = [];

  for (const doc of person.documents) {
    const action = actionFor(doc, erased);
    if (action.kind === 'delete') {
      writes.push((batch) => batch.delete(doc.ref));
      count(summary.deleted, doc.collection);
    } else if (action.kind === 'update') {
      writes.push((batch) => batch.set(doc.ref, action.data));
      count(summary.anonymised, doc.collection);
    }
    const pdf = doc.data.pdf as { path?: unknown } | undefined;
    if (typeof pdf?.path === 'string') files.push(pdf.path);
  }

  // The galleries' photographs: their documents and every file (originals, downloads, variants).
  for (const gallery of person.documents.filter((doc) => doc.collection === COLLECTIONS.clientGalleries)) {
    const photos = await gallery.ref.collection(SUBCOLLECTIONS.galleryPhotos).listDocuments();
    photos.forEach((photo: DocumentReference) => writes.push((batch) => batch.delete(photo)));
    if (photos.length) count(summary.deleted, `${COLLECTIONS.clientGalleries}/${SUBCOLLECTIONS.galleryPhotos}`, photos.length);
    const stored = await store.list(galleryPaths.photosOf(gallery.ref.id));
    if (stored.length) count(summary.deleted, 'galleryFiles', stored.length);
  }

  // The one current offer of each package for them (customPackages/*/recipients/{uid}), and download tickets.
  const packages = await db.collection(COLLECTIONS.customPackages).listDocuments();
  const recipients = (await Promise.all(packages.map((p) => p.collection(SUBCOLLECTIONS.customPackageRecipients).doc(uid).get()))).filter(
    (snap) => snap.exists,
  );
  recipients.forEach((snap) => writes.push((batch) => batch.delete(snap.ref)));
  if (recipients.length)
    count(summary.deleted, `${COLLECTIONS.customPackages}/${SUBCOLLECTIONS.customPackageRecipients}`, recipients.length);
  // The owner's notices of their messages (ids only), and the owner-mail throttle's count of them.
  for (const doc of person.documents) {
    const kind =
      doc.collection === COLLECTIONS.contactMessages ? 'contact' : doc.collection === COLLECTIONS.supportRequests ? 'support' : null;
    if (kind) writes.push((batch) => batch.delete(db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`${kind}-${doc.ref.id}`)));
  }
  if (person.email) writes.push((batch) => batch.delete(db.collection(SERVER_COLLECTIONS.ownerMailSenders).doc(senderKey(person.email))));
  const tickets = await db.collection(SERVER_COLLECTIONS.galleryZipTickets).where('uid', '==', uid).get();
  tickets.docs.forEach((ticket) => writes.push((batch) => batch.delete(ticket.ref)));
  if (tickets.size) count(summary.deleted, SERVER_COLLECTIONS.galleryZipTickets, tickets.size);

  await commitAll(db, writes);
  // Files after the records: a record never names a file that is gone before it is rewritten.
  for (const gallery of person.documents.filter((doc) => doc.collection === COLLECTIONS.clientGalleries)) {
    await deleteUnder(store, galleryPaths.photosOf(gallery.ref.id));
  }
  if (files.length) {
    await store.delete(files);
    count(summary.deleted, 'contractFiles', files.length);
  }
  if (person.account) {
    await auth.deleteUser(uid);
    count(summary.deleted, 'auth');
  }
  deps.logger.info('Personal data erased on request', { uid, ...summary });
  return summary;
}
