import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { MAIL_FROM, SENDGRID_API_KEY, SITE_URL, sendGridBaseUrl, siteUrl } from '../lib/params';
import { handleSoftCopyCreated } from './handle-soft-copy-created';

// retry: the outbox makes a repeated event send nothing more, so a Firestore error may fail the
// invocation and the platform delivers it again; a mail failure never does (the outbox retries it).
export const onSoftCopyCreated = onDocumentCreated(
  { document: `${COLLECTIONS.softCopies}/{id}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await handleSoftCopyCreated(event.params.id, data, {
      db: firestore(),
      mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
      logger,
      now: Date.now,
      mailFrom: MAIL_FROM.value(),
      site: siteUrl(SITE_URL.value()),
    });
  },
);
