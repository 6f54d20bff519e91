import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Logger } from '../lib/logger';
import { bookingRef, calendarRef, contractRef, readContract } from './contract-store';

// A pending request leaves "pending" (onBookingSettled), and its contract follows:
// - declined, withdrawn or deleted: the held day is freed (if the calendar still shows this
//   booking's hold), the hold is released and the contract is void. Its text and any signature
//   stay as they were;
// - confirmed by the owner by hand (cash at the studio): the owner's write turned the calendar's
//   hold into the lock, so the contract's hold says `locked` too.
// A redelivery changes nothing.

type SettleOutcome = 'unconcerned' | 'no-contract' | 'voided' | 'locked' | 'unchanged';

export async function settleContract(
  event: { id: string; before?: DocumentData; after?: DocumentData },
  deps: { db: Firestore; logger: Logger },
): Promise<SettleOutcome> {
  const { id, before, after } = event;
  if (before?.status !== 'pending' || after?.status === 'pending') return 'unconcerned';
  const answered = !after || after.status === 'declined' || after.status === 'cancelled';
  if (!answered && after.status !== 'confirmed') return 'unconcerned';
  const { db } = deps;
  const outcome = await db.runTransaction(async (tx): Promise<SettleOutcome> => {
    const snapshot = await tx.get(contractRef(db, id));
    if (!snapshot.exists) return 'no-contract';
    const contract = readContract(snapshot.data());
    const hold = contract?.hold;
    const entry = hold ? await tx.get(calendarRef(db, hold.day)) : null;
    const ours = entry?.get('bookingId') === id;
    if (!answered) {
      if (hold?.state !== 'held' || !ours || entry?.get('kind') !== 'booking') return 'unchanged';
      tx.update(snapshot.ref, { 'hold.state': 'locked' });
      return 'locked';
    }
    if (!contract || contract.status === 'void') return 'unchanged';
    const booking = after ? await tx.get(bookingRef(db, id)) : null;
    if (ours && entry?.get('kind') === 'hold') tx.delete(entry.ref);
    tx.update(snapshot.ref, { status: 'void', ...(hold?.state === 'held' ? { 'hold.state': 'released' } : {}) });
    if (booking?.exists) tx.update(booking.ref, { contractState: 'void' });
    return 'voided';
  });
  if (outcome === 'voided')
    deps.logger.info('Request answered: its contract is void and its hold released', { bookingId: id, status: after?.status ?? 'deleted' });
  if (outcome === 'locked') deps.logger.info('Confirmed by hand: the contract’s hold is the lock', { bookingId: id });
  return outcome;
}
