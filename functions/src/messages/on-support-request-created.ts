import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleInboundMessage } from './owner-inbox';
import { ownerMailDeps } from './owner-mail-deps';
import { readInboundMessage } from './owner-notification';

// retry: every step is idempotent (owner-inbox.ts), so a Firestore error may fail the invocation
// and the platform delivers the event again; a mail failure never does (the outbox retries it).
export const onSupportRequestCreated = onDocumentCreated(
  { document: `${COLLECTIONS.supportRequests}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await handleInboundMessage(readInboundMessage('support', event.params.id, data, new Date(event.time)), ownerMailDeps());
  },
);
