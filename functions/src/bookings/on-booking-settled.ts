import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { settleContract } from '../contracts/settle-contract';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { firestorePendingPlaces, releasePendingPlace } from './release-pending-place';

// Written, not updated: a pending request the owner deletes frees its place too, and its
// contract follows (docs/contracts.md: void and released, or locked when confirmed by hand).
export const onBookingSettled = onDocumentWritten({ document: `${COLLECTIONS.bookings}/{id}`, secrets: [], retry: true }, async (event) => {
  const change = { id: event.params.id, before: event.data?.before.data(), after: event.data?.after.data() };
  const db = firestore();
  await releasePendingPlace(change, { places: firestorePendingPlaces(db), logger });
  await settleContract(change, { db, logger });
});
