import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, sendGridBaseUrl } from '../lib/params';
import type { OwnerMailDeps } from './owner-notices';

/** The production wiring of the owner-mail handlers (params are read at run time, not at deploy). */
export function ownerMailDeps(): OwnerMailDeps {
  return {
    db: firestore(),
    mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
    logger,
    now: Date.now,
    mailFrom: MAIL_FROM.value(),
    notifyEmail: OWNER_NOTIFY_EMAIL.value(),
  };
}
