import { OWNER_EMAIL } from '../../../common/owner';
import { firestore } from './admin';
import type { MailConfig } from './email/build-email';
import { logger } from './logger';
import { createMailer } from './mail';
import type { OutboxDeps } from './outbox';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, SITE_URL, sendGridBaseUrl, siteUrl } from './params';

/** What every email handler needs: Firestore, the SendGrid client, the logger, the clock, and the addresses. */
export interface MailDeps extends OutboxDeps, MailConfig {}

/**
 * The production wiring of every email handler. Params are read at run time, so call this inside a
 * trigger, never at deploy (module load).
 */
export function mailDeps(): MailDeps {
  return {
    db: firestore(),
    mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
    logger,
    now: Date.now,
    mailFrom: MAIL_FROM.value(),
    ownerEmail: OWNER_NOTIFY_EMAIL.value().trim() || OWNER_EMAIL,
    site: siteUrl(SITE_URL.value()),
  };
}
