import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { markCustomPackageBooked } from './mark-booked';

/** Bookings of a custom package link mark the link "booked" (catalogue bookings return at once). */
// retry: the transaction makes a repeated event a no-op.
export const onCustomPackageBooked = onDocumentCreated({ document: `${COLLECTIONS.bookings}/{id}`, retry: true }, async (event) => {
  const data = event.data?.data();
  if (!data?.customPackageLink) return;
  await markCustomPackageBooked(event.params.id, data, { db: firestore(), logger });
});
