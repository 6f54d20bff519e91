import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { ContractRefusal, readContractSettings } from '../contracts/contract-store';
import { sendContract } from '../contracts/send-contract';
import type { Logger } from '../lib/logger';
import type { MailDeps } from '../lib/mail-deps';
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

/**
 * Bookings of a custom package link mark the link "booked" (catalogue bookings return at once),
 * and, when the studio uses contracts, get theirs at once: the owner already said yes by sending
 * the link (docs/contracts.md). Sending is idempotent, so a redelivered event sends nothing twice.
 */
export const customPackageBooked: DocumentHandler<Record<string, unknown>, MailDeps> = {
  collection: COLLECTIONS.bookings,
  // Read as stored: the rules checked the booking, and only three fields matter here.
  schema: anyDocument,
  async handle({ id, data }, deps) {
    const outcome = await markCustomPackageBooked(id, data, deps);
    if (outcome !== 'marked' && outcome !== 'already-marked') return outcome;
    if (!(await readContractSettings(deps.db, deps.db)).enabled) return outcome;
    try {
      await sendContract(deps, id);
    } catch (error) {
      // A missing template is the owner's to fix; retrying the event would not fix it.
      if (!(error instanceof ContractRefusal)) throw error;
      deps.logger.warn('Custom package booked: its contract could not be sent', { bookingId: id, reason: error.message });
    }
    return outcome;
  },
};
