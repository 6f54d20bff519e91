import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { emailSchema } from '../../../common/schemas/common';
import { errorDetails } from '../lib/logger';
import type { MailMessage } from '../lib/mail';
import { mailConfig } from '../lib/mail-deps';
import { deliver, isAlreadyExists, queueInTransaction, retryDue } from '../lib/outbox';
import { anyDocument, type DocumentHandler } from '../lib/triggers';
import { sendDueDigest } from './owner-digest';
import { OWNER_MAIL_POLICY, hourIndex, senderKey } from './owner-mail-policy';
import { MESSAGE_COLLECTION, noticeRef, type OwnerMailDeps, type OwnerNotice } from './owner-notices';
import { buildOwnerNotification, readInboundMessage, type InboundMessage, type MessageKind } from './owner-notification';

// What a contact or support trigger does with a new message (see owner-mail-policy.ts):
//  1. record an owner notice for it (`ownerNotices/<kind>-<id>`, pending);
//  2. if the sender has had no email for a while and the hour's budget allows, turn the notice
//     into an email of its own, in one transaction with the throttle counters, then send it
//     through the outbox (at most once, retried on failure);
//  3. otherwise leave it pending: the next digest lists it;
//  4. send a digest if one is due, and retry failed emails: in the emulator no schedule runs, so
//     the triggers do it too (in production `sendOwnerDigests` also runs every 15 minutes).
// Every step may run twice (a retried event) without a second email.

type InboundOutcome = 'emailed' | 'deferred' | 'already-handled';

const OWNER_NOTIFIED = 'Owner notified';
/** @internal Exported for its tests only. */
export const OWNER_NOTIFICATION_FAILED = 'Failed to send owner notification';
/** @internal Exported for its tests only. */
export const OWNER_NOTIFICATION_DEFERRED = 'Owner notification deferred to a digest';

function senderOf(message: InboundMessage): string {
  const email = typeof message.data.email === 'string' ? message.data.email.trim() : '';
  // Messages without a usable address share one sender: they cannot dodge the per-sender limit.
  return senderKey(emailSchema.safeParse(email).success ? email : '');
}

async function recordNotice(deps: OwnerMailDeps, message: InboundMessage): Promise<OwnerNotice> {
  const ref = noticeRef(deps, message.kind, message.id);
  const receivedAt = Timestamp.fromDate(message.receivedAt);
  const notice: OwnerNotice = {
    kind: message.kind,
    messageId: message.id,
    senderKey: senderOf(message),
    receivedAt,
    status: 'pending',
    pendingAt: receivedAt,
  };
  try {
    await ref.create(notice);
    return notice;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return (await ref.get()).data() ?? notice; // a retried event: carry on from where it stands
  }
}

type Decision =
  { outcome: 'emailed'; key: string } | { outcome: 'deferred'; reason: string } | { outcome: 'already-handled'; key?: string };

async function trySingleEmail(deps: OwnerMailDeps, message: InboundMessage, sender: string, single?: MailMessage): Promise<Decision> {
  const policy = deps.policy ?? OWNER_MAIL_POLICY;
  const { db } = deps;
  const now = deps.now();
  const senderRef = db.collection(SERVER_COLLECTIONS.ownerMailSenders).doc(sender);
  // Requests, orders and slips have an hourly budget of their own: a flood of messages cannot hide them.
  const hour = String(hourIndex(now));
  const hourRef = db.collection(SERVER_COLLECTIONS.ownerMailHours).doc(ORDER_KINDS.includes(message.kind) ? `orders-${hour}` : hour);
  const key = `owner-${message.kind}-${message.id}`;
  const verdict = (lastEmailAt: unknown, singles: unknown): string | undefined => {
    if (lastEmailAt instanceof Timestamp && now - lastEmailAt.toMillis() < policy.senderQuietMs) return 'sender emailed recently';
    if ((typeof singles === 'number' ? singles : 0) >= policy.singlesPerHour) return 'hourly budget spent';
    return undefined;
  };

  // Plain reads first: during a flood the budget is spent and no transaction is needed.
  const [senderSnap, hourSnap] = await db.getAll(senderRef, hourRef);
  const early = verdict(senderSnap.get('lastEmailAt'), hourSnap.get('singles'));
  if (early) return { outcome: 'deferred', reason: early };
  // The studio's settings are read only when an email of its own may go out.
  const email = single ?? buildOwnerNotification(message, (await mailConfig(deps)).config);

  try {
    return await db.runTransaction(async (tx): Promise<Decision> => {
      const ref = noticeRef(deps, message.kind, message.id);
      const [notice, s, h] = await tx.getAll(ref, senderRef, hourRef);
      if (notice.get('status') !== 'pending') return { outcome: 'already-handled', key: notice.get('emailKey') };
      const reason = verdict(s.get('lastEmailAt'), h.get('singles'));
      if (reason) return { outcome: 'deferred', reason };
      const at = Timestamp.fromMillis(now);
      tx.set(senderRef, { lastEmailAt: at }, { merge: true });
      tx.set(hourRef, { singles: FieldValue.increment(1) }, { merge: true });
      tx.update(ref, { status: 'emailed', emailKey: key, pendingAt: FieldValue.delete() });
      queueInTransaction(tx, db, key, `owner-${message.kind}`, email, now);
      return { outcome: 'emailed', key };
    });
  } catch (error) {
    // Contention on the counters (a burst): the notice stays pending and the digest carries it.
    deps.logger.warn('Owner notification: throttle transaction failed', { kind: message.kind, id: message.id, ...errorDetails(error) });
    return { outcome: 'deferred', reason: 'throttle transaction failed' };
  }
}

const ORDER_KINDS: readonly MessageKind[] = ['booking', 'frame-order', 'transfer-slip'];

/**
 * `single`: the email of its own when the budget allows (the kind's own notice for requests and
 * orders); without it, the message's owner notification, built with the studio's settings.
 */
export async function handleInboundMessage(message: InboundMessage, deps: OwnerMailDeps, single?: MailMessage): Promise<InboundOutcome> {
  const { logger } = deps;
  const log = { kind: message.kind, id: message.id };
  const notice = await recordNotice(deps, message);

  let outcome: InboundOutcome;
  let tried: string | undefined;
  if (notice.status === 'emailed') {
    // A retried event after the email was queued: make sure it goes (deliver() is a no-op once sent).
    tried = notice.emailKey;
    if (tried) await deliver(deps, tried);
    outcome = 'already-handled';
  } else {
    const decision = await trySingleEmail(deps, message, notice.senderKey, single);
    if (decision.outcome === 'deferred') {
      logger.info(OWNER_NOTIFICATION_DEFERRED, { ...log, reason: decision.reason });
      outcome = 'deferred';
    } else if (decision.outcome === 'already-handled') {
      tried = decision.key;
      if (tried) await deliver(deps, tried);
      outcome = 'already-handled';
    } else {
      tried = decision.key;
      const delivery = await deliver(deps, decision.key);
      if (delivery === 'sent') logger.info(OWNER_NOTIFIED, log);
      if (delivery === 'failed')
        logger.error(OWNER_NOTIFICATION_FAILED, { ...log, key: decision.key, retried: 'by the next trigger or the schedule' });
      outcome = 'emailed';
    }
  }

  // Housekeeping for the owner's other emails; a failure here must not fail this message.
  try {
    await sendDueDigest(deps);
    await retryDue(deps, 5, tried ? [tried] : []);
  } catch (error) {
    logger.warn('Owner mail housekeeping failed', { ...log, ...errorDetails(error) });
  }
  return outcome;
}

/** The trigger of each kind: the document is read as stored (readInboundMessage copes with odd fields). */
export const inboundMessageCreated = (kind: MessageKind): DocumentHandler<Record<string, unknown>, OwnerMailDeps> => ({
  collection: MESSAGE_COLLECTION[kind],
  schema: anyDocument,
  handle: ({ id, data, time }, deps) => handleInboundMessage(readInboundMessage(kind, id, data, time), deps),
});
