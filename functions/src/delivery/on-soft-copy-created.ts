import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { siteMailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleSoftCopyCreated } from './handle-soft-copy-created';

// retry: the outbox makes a repeated event send nothing more, so a Firestore error may fail the
// invocation and the platform delivers it again; a mail failure never does (the outbox retries it).
export const onSoftCopyCreated = onDocumentCreated(
  { document: `${COLLECTIONS.softCopies}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await handleSoftCopyCreated(event.params.id, data, siteMailDeps());
  },
);
