import { OWNER_EMAIL } from '../../../common/owner';
import { firestore } from './admin';
import type { MailAddresses, MailConfig } from './email/build-email';
import { logger } from './logger';
import { createMailer } from './mail';
import type { OutboxDeps } from './outbox';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, SITE_URL, sendGridBaseUrl, sendGridTimeoutMs, siteUrl } from './params';
import { readStudio, type StudioRecord } from './studio';

/**
 * What every email handler needs: Firestore, the SendGrid client, the logger, the clock, the
 * addresses, and the studio's settings (read when an email is built, so a change made in Settings
 * shows in the next email).
 */
export interface MailDeps extends OutboxDeps, MailAddresses {
  readStudio: () => Promise<StudioRecord>;
}

/** The settings and the addresses an email is built with, and the payment details for "how to pay". */
export async function mailConfig(deps: Pick<MailDeps, 'mailFrom' | 'ownerEmail' | 'site' | 'readStudio'>) {
  const { studio, payment } = await deps.readStudio();
  const config: MailConfig = { mailFrom: deps.mailFrom, ownerEmail: deps.ownerEmail, site: deps.site, studio };
  return { config, payment };
}

/**
 * The production wiring of every email handler. Params are read at run time, so call this inside a
 * trigger, never at deploy (module load).
 */
export function mailDeps(): MailDeps {
  const db = firestore();
  const mailFrom = MAIL_FROM.value();
  return {
    db,
    mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), timeoutMs: sendGridTimeoutMs(), logger }),
    logger,
    now: Date.now,
    mailFrom,
    ownerEmail: OWNER_NOTIFY_EMAIL.value().trim() || OWNER_EMAIL,
    site: siteUrl(SITE_URL.value()),
    readStudio: () => readStudio(db, logger, mailFrom),
  };
}
