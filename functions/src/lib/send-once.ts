import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { errorDetails, type Logger } from './logger';
import type { MailMessage, Mailer } from './mail';

// "Send an email at most once": a receipt named by the caller's key (one key = one email) is
// created before sending, and create() fails when it exists, so a redelivered or repeated event
// sends nothing more. A failure to send is only logged. The call has the shape of the mail outbox's
// sendOnce(deps, key, kind, message) (issue 12): switching to it is a change of import.

/** Just what this needs of Firestore: create(), which fails when the document exists. */
export interface ReceiptsDb {
  collection(path: string): { doc(id: string): { create(data: DocumentData): Promise<unknown> } };
}

export interface SendOnceDeps {
  db: ReceiptsDb;
  mailer: Mailer;
  logger: Logger;
}

export type Delivery = 'sent' | 'already-sent' | 'failed';

export const EMAIL_SEND_FAILED = 'Failed to send email';

// gRPC status 6, as firebase-admin reports it for create() on an existing document.
const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;

export async function sendOnce(deps: SendOnceDeps, key: string, kind: string, message: MailMessage): Promise<Delivery> {
  try {
    await deps.db
      .collection(SERVER_COLLECTIONS.mailReceipts)
      .doc(key)
      .create({ kind, to: message.to, subject: message.subject, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    deps.logger.info('Email already sent for this event', { key, kind });
    return 'already-sent';
  }
  try {
    await deps.mailer.send(message);
    deps.logger.info('Email sent', { key, kind });
    return 'sent';
  } catch (error) {
    deps.logger.error(EMAIL_SEND_FAILED, { key, kind, ...errorDetails(error) });
    return 'failed';
  }
}
