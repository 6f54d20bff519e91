import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { firestorePendingPlaces, releasePendingPlace } from './release-pending-place';

// Written, not updated: a pending request the owner deletes frees its place too.
export const onBookingSettled = onDocumentWritten({ document: `${COLLECTIONS.bookings}/{id}`, secrets: [], retry: true }, (event) =>
  releasePendingPlace(
    { id: event.params.id, before: event.data?.before.data(), after: event.data?.after.data() },
    { places: firestorePendingPlaces(firestore()), logger },
  ),
);
