import { doc, type Firestore, type Transaction } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { recordHoldId, recordHoldSchema, type HeldCollection } from '@common/schemas';
import { defineCollection } from './collection';
import { useLiveDoc } from './live';

// recordHolds/{collection}:{id} (common/schemas/record-holds.ts): a record something else names
// (a slip, a gallery, an online payment), which the rules keep from deletion. The owner reads a
// hold to offer no delete the rules would refuse, and writes a booking's with its first gallery.
const recordHolds = defineCollection(COLLECTIONS.recordHolds, recordHoldSchema);

/** Whether the record is held, live: undefined while it is read (or when it could not be). */
export function useIsHeld(collection: HeldCollection, id: string): boolean | undefined {
  const hold = useLiveDoc(recordHolds, recordHoldId(collection, id));
  return hold.status === 'success' ? hold.data != null : undefined;
}

/** In a transaction: holds the booking unless it is held already (a hold is created once, never rewritten). */
export async function holdBooking(db: Firestore, transaction: Transaction, bookingId: string) {
  const ref = doc(recordHolds.rawRef(db), recordHoldId('bookings', bookingId));
  if (!(await transaction.get(ref)).exists()) transaction.set(ref, {});
}
