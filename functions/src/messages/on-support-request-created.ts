import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { logger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, sendGridBaseUrl } from '../lib/params';
import { notifyOwner, readInboundMessage } from './owner-notification';

export const onSupportRequestCreated = onDocumentCreated(
  { document: `${COLLECTIONS.supportRequests}/{id}`, secrets: [SENDGRID_API_KEY] },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await notifyOwner(readInboundMessage('support', event.params.id, data, new Date(event.time)), {
      mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
      logger,
      mailFrom: MAIL_FROM.value(),
      notifyEmail: OWNER_NOTIFY_EMAIL.value(),
    });
  },
);
