import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { markCustomPackageBooked } from './mark-booked';

/** Bookings of a custom package link mark the link "booked" (catalogue bookings return at once). */
export const onCustomPackageBooked = onDocumentCreated(`${COLLECTIONS.bookings}/{id}`, async (event) => {
  const data = event.data?.data();
  if (!data?.customPackageLink) return;
  await markCustomPackageBooked(event.params.id, data, { db: firestore(), logger });
});
