import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { Logger } from '../lib/logger';

// A customer holds at most MAX_PENDING_BOOKINGS requests waiting for an answer (pendingBookings/{uid},
// joined by each request in the write that creates it, firestore.rules). A request leaves it here,
// when it is answered (confirmed, declined), withdrawn, or deleted: the place is free again.

/** The one write this needs: remove an id from a customer's pending list. */
export interface PendingPlaces {
  release(uid: string, bookingId: string): Promise<unknown>;
}

export const firestorePendingPlaces = (db: FirebaseFirestore.Firestore): PendingPlaces => ({
  // A merge: a customer whose list was never written (a booking older than the list) has nothing to free.
  release: (uid, bookingId) =>
    db
      .collection(COLLECTIONS.pendingBookings)
      .doc(uid)
      .set({ ids: FieldValue.arrayRemove(bookingId) }, { merge: true }),
});

type ReleaseOutcome = 'unconcerned' | 'no-customer' | 'released';

/** A booking write that takes the request out of "pending" frees its place; redelivery removes nothing twice. */
export async function releasePendingPlace(
  event: { id: string; before?: DocumentData; after?: DocumentData },
  deps: { places: PendingPlaces; logger: Logger },
): Promise<ReleaseOutcome> {
  const { id, before, after } = event;
  if (before?.status !== 'pending' || after?.status === 'pending') return 'unconcerned';
  const uid = typeof before.userId === 'string' ? before.userId : '';
  if (!uid) {
    deps.logger.warn('Pending booking without a customer: no place to free', { bookingId: id });
    return 'no-customer';
  }
  await deps.places.release(uid, id);
  deps.logger.info('Pending request answered: its place is free', { bookingId: id, status: after?.status ?? 'deleted' });
  return 'released';
}
