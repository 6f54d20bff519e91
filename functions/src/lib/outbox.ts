import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { errorDetails, type Logger } from './logger';
import type { MailMessage, Mailer } from './mail';

// The mail outbox: "send at most once, never lose the record", for every email a trigger sends.
// Each email is recorded under a key chosen by the caller (one key = one email, e.g.
// `owner-contact-<documentId>`) before it is sent:
//  - a retried or duplicated event finds the record and sends nothing more once it is `sent`;
//  - two invocations never send at once: a transaction claims the record with a lease;
//  - a failure (SendGrid 5xx, timeout, network) leaves it `failed` with the next attempt time, and
//    retryDue() (run by later triggers and a schedule) sends it again: the email is never dropped.
// The one window left: a process dying after SendGrid accepted the email but before the record
// says `sent`. When the lease runs out the email is sent again: a possible duplicate, never a loss.

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxRecord {
  kind: string;
  message: MailMessage;
  status: OutboxStatus;
  attempts: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  leaseUntil?: Timestamp;
  nextAttemptAt?: Timestamp;
  sentAt?: Timestamp;
  lastError?: string;
}

export interface OutboxDeps {
  db: Firestore;
  mailer: Mailer;
  logger: Logger;
  /** Milliseconds since the epoch; tests move the clock. */
  now: () => number;
}

type Delivery = 'sent' | 'already-sent' | 'in-flight' | 'failed' | 'missing';

/** @internal Exported for its tests only. */
export const EMAIL_SEND_FAILED = 'Failed to send email';

/**
 * Longer than a send can take (SendGrid client timeout 10 s, function timeout 60 s).
 * @internal Exported for its tests only.
 */
export const LEASE_MS = 2 * 60_000;

/** The first retry is due at once (the next trigger or schedule tries), then 1, 2, 4 … minutes, at most an hour. */
function retryDelayMs(attempts: number): number {
  return attempts <= 1 ? 0 : Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 2));
}

// gRPC status 6, as firebase-admin reports it for create() on an existing document.
export const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === 6;

export const outboxRef = (db: Firestore, key: string) =>
  db.collection(SERVER_COLLECTIONS.mailOutbox).doc(key) as DocumentReference<OutboxRecord>;

function newRecord(kind: string, message: MailMessage, now: number): OutboxRecord {
  const at = Timestamp.fromMillis(now);
  // Firestore refuses undefined values: drop absent optional fields (replyTo, categories…).
  const stored = JSON.parse(JSON.stringify(message)) as MailMessage;
  return { kind, message: stored, status: 'pending', attempts: 0, createdAt: at, updatedAt: at };
}

/** Records an email inside the caller's transaction (with the writes it belongs to); deliver() it after the commit. */
export function queueInTransaction(tx: Transaction, db: Firestore, key: string, kind: string, message: MailMessage, now: number): void {
  tx.create(outboxRef(db, key), newRecord(kind, message, now));
}

/** Records the email under `key` unless a record exists, then delivers it unless it was sent. */
export async function sendOnce(deps: OutboxDeps, key: string, kind: string, message: MailMessage): Promise<Delivery> {
  try {
    await outboxRef(deps.db, key).create(newRecord(kind, message, deps.now()));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  return deliver(deps, key);
}

/** Sends the recorded email `key` unless it is sent or another invocation holds it. Never throws for a mail failure. */
export async function deliver(deps: OutboxDeps, key: string): Promise<Delivery> {
  const { db, mailer, logger } = deps;
  const ref = outboxRef(db, key);
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const record = snap.data();
    if (!record) return 'missing' as const;
    if (record.status === 'sent') return 'already-sent' as const;
    const now = deps.now();
    if (record.status === 'sending' && (record.leaseUntil?.toMillis() ?? 0) > now) return 'in-flight' as const;
    tx.update(ref, {
      status: 'sending',
      attempts: FieldValue.increment(1),
      leaseUntil: Timestamp.fromMillis(now + LEASE_MS),
      updatedAt: Timestamp.fromMillis(now),
    });
    return { message: record.message, attempts: record.attempts + 1 };
  });
  if (typeof claimed === 'string') return claimed;

  try {
    await mailer.send(claimed.message);
  } catch (error) {
    const now = deps.now();
    const details = errorDetails(error);
    logger.error(EMAIL_SEND_FAILED, { key, attempts: claimed.attempts, ...details });
    await ref.update({
      status: 'failed',
      leaseUntil: FieldValue.delete(),
      nextAttemptAt: Timestamp.fromMillis(now + retryDelayMs(claimed.attempts)),
      lastError: String(details.code ?? details.error ?? 'unknown'),
      updatedAt: Timestamp.fromMillis(now),
    });
    return 'failed';
  }
  const now = deps.now();
  await ref.update({
    status: 'sent',
    sentAt: Timestamp.fromMillis(now),
    leaseUntil: FieldValue.delete(),
    nextAttemptAt: FieldValue.delete(),
    updatedAt: Timestamp.fromMillis(now),
  });
  return 'sent';
}

/**
 * Sends again the emails whose attempt failed (and whose next attempt is due) or whose sender died
 * mid-send (lease over). Run by the triggers after their own work (`exclude`: what they just tried)
 * and by a schedule; returns the keys it delivered. Filters in code: no composite index needed.
 */
export async function retryDue(deps: OutboxDeps, limit = 5, exclude: readonly string[] = []): Promise<string[]> {
  const now = deps.now();
  const candidates = await deps.db.collection(SERVER_COLLECTIONS.mailOutbox).where('status', 'in', ['failed', 'sending']).limit(200).get();
  const due = candidates.docs
    .filter((doc) => {
      if (exclude.includes(doc.id)) return false;
      const record = doc.data() as OutboxRecord;
      const at = record.status === 'failed' ? record.nextAttemptAt : record.leaseUntil;
      return (at?.toMillis() ?? 0) <= now;
    })
    .slice(0, limit);
  const delivered: string[] = [];
  for (const doc of due) if ((await deliver(deps, doc.id)) === 'sent') delivered.push(doc.id);
  return delivered;
}
