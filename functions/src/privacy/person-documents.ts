import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { BOOKING_DELIVERY_DOC } from '../../../common/schemas/client-galleries';

// Every stored document about one person (docs/privacy.md): what the export copies and the erasure
// walks. Most collections name the account (userId); messages and emails name only an address,
// so those are matched on the email, ignoring case. Collections without an index on the address
// are read whole, with only that field selected: a studio's messages and outbox are small.

export interface PersonDocument {
  /** The collection, a subcollection as "clientGalleries/favourites". */
  collection: string;
  ref: DocumentReference;
  data: Record<string, unknown>;
}

export interface Person {
  uid: string;
  /** The account's email; '' when neither the account nor the profile is left. */
  email: string;
  account: UserRecord | null;
  documents: PersonDocument[];
}

const documentOf = (collection: string, snap: DocumentSnapshot): PersonDocument[] =>
  snap.exists ? [{ collection, ref: snap.ref, data: snap.data() ?? {} }] : [];

async function byUser(db: Firestore, collection: string, uid: string): Promise<PersonDocument[]> {
  const snap = await db.collection(collection).where('userId', '==', uid).get();
  return snap.docs.map((doc) => ({ collection, ref: doc.ref, data: doc.data() }));
}

/**
 * The documents of `collection` about `email`, whatever its case: one of `fields` (dotted paths) is
 * the address, or one of `texts` mentions it (an email to the owner about their booking or message).
 */
async function byEmail(
  db: Firestore,
  collection: string,
  email: string,
  fields: string[],
  texts: string[] = [],
): Promise<PersonDocument[]> {
  if (!email) return [];
  const wanted = email.toLowerCase();
  const snap = await db
    .collection(collection)
    .select(...fields, ...texts)
    .get();
  const value = (doc: FirebaseFirestore.QueryDocumentSnapshot, field: string) => String(doc.get(field) ?? '').toLowerCase();
  const matching = snap.docs
    .filter((doc) => fields.some((field) => value(doc, field) === wanted) || texts.some((field) => value(doc, field).includes(wanted)))
    .map((doc) => doc.ref);
  if (matching.length === 0) return [];
  return (await db.getAll(...matching)).flatMap((doc) => documentOf(collection, doc));
}

async function accountOf(auth: Auth, uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** `fallbackEmail`: the address to match messages with when the account and the profile are gone (an erasure run again). */
export async function findPerson(db: Firestore, auth: Auth, uid: string, fallbackEmail = ''): Promise<Person> {
  const [account, profile, pending] = await Promise.all([
    accountOf(auth, uid),
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.pendingBookings).doc(uid).get(),
  ]);
  const email = account?.email ?? (profile.get('email') as string | undefined) ?? fallbackEmail;

  const [bookings, frameOrders, payments, framePayments, slips, softCopies, links, galleries, contracts, galleryPayments, gallerySlips] =
    await Promise.all(
      [
        COLLECTIONS.bookings,
        COLLECTIONS.frameOrders,
        COLLECTIONS.payments,
        COLLECTIONS.framePayments,
        COLLECTIONS.transferSlips,
        COLLECTIONS.softCopies,
        COLLECTIONS.customPackageLinks,
        COLLECTIONS.clientGalleries,
        COLLECTIONS.contracts,
        // Issue 38: what the person paid in galleries (theirs or ones they were invited to), and their transfer slips for extras.
        COLLECTIONS.galleryPayments,
        COLLECTIONS.gallerySlips,
      ].map((collection) => byUser(db, collection, uid)),
    );

  const perBooking = await Promise.all(
    bookings.map(async ({ ref }) => [
      ...documentOf(COLLECTIONS.paymentSchedules, await db.collection(COLLECTIONS.paymentSchedules).doc(ref.id).get()),
      ...documentOf(
        `${COLLECTIONS.bookings}/${SUBCOLLECTIONS.bookingDelivery}`,
        await ref.collection(SUBCOLLECTIONS.bookingDelivery).doc(BOOKING_DELIVERY_DOC).get(),
      ),
    ]),
  );
  const perGallery = await Promise.all(
    galleries.map(async ({ ref }) => {
      const [favourites, activity] = await Promise.all([
        ref.collection(SUBCOLLECTIONS.galleryFavourites).get(),
        ref.collection(SUBCOLLECTIONS.galleryActivity).get(),
      ]);
      return [
        ...favourites.docs.map((doc) => ({
          collection: `${COLLECTIONS.clientGalleries}/${SUBCOLLECTIONS.galleryFavourites}`,
          ref: doc.ref,
          data: doc.data(),
        })),
        ...activity.docs.map((doc) => ({
          collection: `${COLLECTIONS.clientGalleries}/${SUBCOLLECTIONS.galleryActivity}`,
          ref: doc.ref,
          data: doc.data(),
        })),
      ];
    }),
  );
  const perContract = await Promise.all(
    contracts.map(async ({ ref }) =>
      (await ref.collection(SUBCOLLECTIONS.contractAddenda).get()).docs.map((doc) => ({
        collection: `${COLLECTIONS.contracts}/${SUBCOLLECTIONS.contractAddenda}`,
        ref: doc.ref,
        data: doc.data(),
      })),
    ),
  );
  const [contactMessages, supportRequests, outbox] = await Promise.all([
    byEmail(db, COLLECTIONS.contactMessages, email, ['email']),
    byEmail(db, COLLECTIONS.supportRequests, email, ['email']),
    byEmail(db, SERVER_COLLECTIONS.mailOutbox, email, ['message.to', 'message.replyTo'], ['message.text']),
  ]);

  return {
    uid,
    email,
    account,
    documents: [
      ...documentOf(COLLECTIONS.users, profile),
      ...documentOf(COLLECTIONS.pendingBookings, pending),
      ...bookings,
      ...perBooking.flat(),
      ...frameOrders,
      ...payments,
      ...framePayments,
      ...slips,
      ...galleryPayments,
      ...gallerySlips,
      ...softCopies,
      ...links,
      ...galleries,
      ...perGallery.flat(),
      ...contracts,
      ...perContract.flat(),
      ...contactMessages,
      ...supportRequests,
      ...outbox,
    ],
  };
}
