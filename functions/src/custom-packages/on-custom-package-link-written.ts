import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { MAIL_FROM, SENDGRID_API_KEY, SITE_URL, sendGridBaseUrl, siteUrl } from '../lib/params';
import { handleLinkWritten } from './handle-link-written';

// retry: one outbox key per send number makes a repeated event send nothing more.
export const onCustomPackageLinkWritten = onDocumentWritten(
  { document: `${COLLECTIONS.customPackageLinks}/{slug}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    await handleLinkWritten(event.params.slug, event.data?.before.data(), event.data?.after.data(), {
      db: firestore(),
      mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
      logger,
      now: Date.now,
      mailFrom: MAIL_FROM.value(),
      site: siteUrl(SITE_URL.value()),
    });
  },
);
