import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { orderMailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleFrameOrderCreated, handleFrameOrderUpdated } from './handle-frame-order-events';

// retry: the outbox keys make a repeated event send nothing more (mail-deps, lib/outbox.ts).
export const onFrameOrderCreated = onDocumentCreated(
  { document: `${COLLECTIONS.frameOrders}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    if (event.data) await handleFrameOrderCreated(event.params.id, event.data.data(), orderMailDeps());
  },
);

export const onFrameOrderUpdated = onDocumentUpdated(
  { document: `${COLLECTIONS.frameOrders}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    if (event.data) await handleFrameOrderUpdated(event.params.id, event.data.before.data(), event.data.after.data(), orderMailDeps());
  },
);
