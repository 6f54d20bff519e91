import { OWNER_EMAIL } from '../../../common/owner';
import { firestore } from './admin';
import { logger } from './logger';
import { createMailer } from './mail';
import { MAIL_FROM, OWNER_NOTIFY_EMAIL, SENDGRID_API_KEY, sendGridBaseUrl } from './params';
import type { OutboxDeps } from './outbox';

/** What every order email handler needs, built from the deploy's params (call inside a trigger). */
export interface OrderMailDeps extends OutboxDeps {
  mailFrom: string;
  /** Where owner notifications go. */
  ownerEmail: string;
}

export function orderMailDeps(): OrderMailDeps {
  return {
    db: firestore(),
    mailer: createMailer({ apiKey: SENDGRID_API_KEY.value(), baseUrl: sendGridBaseUrl(), logger }),
    logger,
    now: Date.now,
    mailFrom: MAIL_FROM.value(),
    ownerEmail: OWNER_NOTIFY_EMAIL.value().trim() || OWNER_EMAIL,
  };
}
