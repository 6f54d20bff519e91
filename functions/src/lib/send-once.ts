import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { errorDetails, type Logger } from './logger';
import type { MailMessage, Mailer } from './mail';

// "Send at most once per event": before an email goes out, a marker document is created under a
// key naming the event (`booking-confirmed-<id>`); create() fails when it exists, so a
// redelivered event finds it and sends nothing. A failed send is logged and marked, never thrown
// (the event's own write stands either way). Same signature as the mail outbox planned for all
// triggers (retries included), so switching is a change of import.

export type Delivery = 'sent' | 'already-sent' | 'failed';

export interface OutboxDeps {
  db: Firestore;
  mailer: Mailer;
  logger: Logger;
  /** Milliseconds since the epoch. */
  now: () => number;
}

export const EMAIL_SEND_FAILED = 'Failed to send email';

// gRPC status 6, as firebase-admin reports it for create() on an existing document.
const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;

export async function sendOnce(deps: OutboxDeps, key: string, kind: string, message: MailMessage): Promise<Delivery> {
  const { db, mailer, logger, now } = deps;
  const ref = db.collection(SERVER_COLLECTIONS.sentEmails).doc(key);
  try {
    await ref.create({ kind, to: message.to, subject: message.subject, status: 'sending', createdAt: Timestamp.fromMillis(now()) });
  } catch (error) {
    if (isAlreadyExists(error)) {
      logger.info('Email already sent for this event', { key, kind });
      return 'already-sent';
    }
    logger.error(EMAIL_SEND_FAILED, { key, kind, ...errorDetails(error) });
    return 'failed';
  }
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error(EMAIL_SEND_FAILED, { key, kind, ...errorDetails(error) });
    await ref.update({ status: 'failed' }).catch(() => undefined);
    return 'failed';
  }
  await ref.update({ status: 'sent', sentAt: Timestamp.fromMillis(now()) });
  logger.info('Email handed to the mailer', { key, kind });
  return 'sent';
}
