import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { orderMailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleBookingCreated, handleBookingUpdated } from './handle-booking-events';

// retry: the outbox keys make a repeated event send nothing more (mail-deps, lib/outbox.ts).
export const onBookingCreated = onDocumentCreated(
  { document: `${COLLECTIONS.bookings}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    if (event.data) await handleBookingCreated(event.params.id, event.data.data(), orderMailDeps());
  },
);

export const onBookingUpdated = onDocumentUpdated(
  { document: `${COLLECTIONS.bookings}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    if (event.data) await handleBookingUpdated(event.params.id, event.data.before.data(), event.data.after.data(), orderMailDeps());
  },
);
