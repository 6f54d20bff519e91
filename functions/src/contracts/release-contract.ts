import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Logger } from '../lib/logger';
import { bookingRef, calendarRef, contractRef, readContract } from './contract-store';

// A pending request that is declined, withdrawn or deleted takes its contract with it: the held
// day is freed (if the calendar still shows this booking's hold), the hold is released, and the
// contract is void. Its text and any signature stay as they were; a redelivery changes nothing.

type ReleaseOutcome = 'unconcerned' | 'no-contract' | 'voided' | 'already-void';

export async function releaseContract(
  event: { id: string; before?: DocumentData; after?: DocumentData },
  deps: { db: Firestore; logger: Logger },
): Promise<ReleaseOutcome> {
  const { id, before, after } = event;
  if (before?.status !== 'pending' || (after && after.status !== 'declined' && after.status !== 'cancelled')) return 'unconcerned';
  const { db } = deps;
  const outcome = await db.runTransaction(async (tx): Promise<ReleaseOutcome> => {
    const snapshot = await tx.get(contractRef(db, id));
    if (!snapshot.exists) return 'no-contract';
    const contract = readContract(snapshot.data());
    if (!contract || contract.status === 'void') return 'already-void';
    const hold = contract.hold;
    const entry = hold ? await tx.get(calendarRef(db, hold.day)) : null;
    const booking = after ? await tx.get(bookingRef(db, id)) : null;
    if (hold && entry?.get('kind') === 'hold' && entry.get('bookingId') === id) tx.delete(entry.ref);
    tx.update(snapshot.ref, { status: 'void', ...(hold?.state === 'held' ? { 'hold.state': 'released' } : {}) });
    if (booking?.exists) tx.update(booking.ref, { contractState: 'void' });
    return 'voided';
  });
  if (outcome === 'voided')
    deps.logger.info('Request answered: its contract is void and its hold released', { bookingId: id, status: after?.status ?? 'deleted' });
  return outcome;
}
