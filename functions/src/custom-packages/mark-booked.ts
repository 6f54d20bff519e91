import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { Logger } from '../lib/logger';
import { anyDocument, type DocumentHandler } from '../lib/triggers';

type MarkDeps = { db: Firestore; logger: Logger };

type MarkOutcome = 'not-custom' | 'marked' | 'already-marked' | 'not-bookable';

/**
 * A booking that names a custom package link marks that link "booked". The rules already checked
 * the booking (the customer's own open link, at its price); the transaction makes a redelivered
 * event a no-op and leaves a link another booking took first as it is (logged for the owner).
 */
async function markCustomPackageBooked(
  bookingId: string,
  booking: { customPackageLink?: unknown; userId?: unknown; createdAt?: unknown },
  deps: MarkDeps,
): Promise<MarkOutcome> {
  const slug = typeof booking.customPackageLink === 'string' ? booking.customPackageLink : '';
  if (!slug) return 'not-custom';
  const ref = deps.db.collection(COLLECTIONS.customPackageLinks).doc(slug);
  const outcome = await deps.db.runTransaction(async (transaction): Promise<MarkOutcome> => {
    const link = (await transaction.get(ref)).data();
    if (link?.bookingId === bookingId) return 'already-marked';
    if (!link || link.userId !== booking.userId || link.status !== 'sent') return 'not-bookable';
    const bookedAt = booking.createdAt instanceof Timestamp ? booking.createdAt : Timestamp.now();
    transaction.update(ref, { status: 'booked', bookedAt, bookingId });
    return 'marked';
  });
  if (outcome === 'not-bookable') deps.logger.warn('Booking names a custom package link that was not open', { bookingId, slug });
  else deps.logger.info('Custom package link booked', { bookingId, slug, outcome });
  return outcome;
}

/** Bookings of a custom package link mark the link "booked" (catalogue bookings return at once). */
export const customPackageBooked: DocumentHandler<Record<string, unknown>, MarkDeps> = {
  collection: COLLECTIONS.bookings,
  // Read as stored: the rules checked the booking, and only three fields matter here.
  schema: anyDocument,
  handle: ({ id, data }, deps) => markCustomPackageBooked(id, data, deps),
};
