import { OWNER_EMAIL } from '../../../common/owner';
import { firestore } from './admin';
import { logger } from './logger';
import { createMailer } from './mail';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, SITE_URL, sendGridBaseUrl, siteUrl } from './params';
import type { OutboxDeps } from './outbox';

// The production wiring of the email handlers. Params are read at run time, so call these inside
// a trigger, never at deploy (module load).

export interface MailDeps extends OutboxDeps {
  mailFrom: string;
}

/** Firestore, the SendGrid client, the logger, the clock and the sender: what every email handler needs. */
export function mailDeps(): MailDeps {
  return {
    db: firestore(),
    mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
    logger,
    now: Date.now,
    mailFrom: MAIL_FROM.value(),
  };
}

/** For customer emails that link back to the site (deliveries, custom packages). */
export const siteMailDeps = () => ({ ...mailDeps(), site: siteUrl(SITE_URL.value()) });

/** What every order email handler needs. */
export interface OrderMailDeps extends MailDeps {
  /** Where owner notifications go. */
  ownerEmail: string;
}

export const orderMailDeps = (): OrderMailDeps => ({ ...mailDeps(), ownerEmail: OWNER_NOTIFY_EMAIL.value().trim() || OWNER_EMAIL });
