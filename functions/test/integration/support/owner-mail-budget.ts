import type { Firestore } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../../common/collections';

/**
 * Forgets the owner's spent hourly email budget and the senders heard from, so a test that waits
 * for an owner email of its own does not depend on how many files ran before it in this hour.
 */
export async function resetOwnerMailBudget(db: Firestore): Promise<void> {
  for (const name of [SERVER_COLLECTIONS.ownerMailHours, SERVER_COLLECTIONS.ownerMailSenders]) {
    for (const doc of (await db.collection(name).get()).docs) await doc.ref.delete();
  }
}
