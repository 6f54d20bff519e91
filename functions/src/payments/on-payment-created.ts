import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { orderMailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handlePaymentCreated } from './handle-payment-created';

// retry: the outbox keys make a repeated event send nothing more (mail-deps, lib/outbox.ts).
export const onPaymentCreated = onDocumentCreated(
  { document: `${COLLECTIONS.payments}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    if (event.data) await handlePaymentCreated(event.params.id, event.data.data(), orderMailDeps());
  },
);
