import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import type { MailMessage } from '../lib/mail';
import { mailConfig } from '../lib/mail-deps';
import { deliver, outboxRef, queueInTransaction } from '../lib/outbox';
import { OWNER_MAIL_POLICY, digestSlot, type OwnerMailPolicy } from './owner-mail-policy';
import { MESSAGE_COLLECTION, type OwnerMailDeps, type OwnerNotice } from './owner-notices';
import { KIND_LABEL, messageBlocks, readInboundMessage, type InboundMessage } from './owner-notification';

// The digest: one email listing the messages that did not get one of their own (a sender writing
// again soon, or more messages in an hour than the budget). At most one per 15-minute slot; it
// lists what was pending before the slot began, oldest first, up to `digestMax`.

const OWNER_DIGEST_SENT = 'Owner digest sent';

/** A document a trigger skipped: where it is and the fields that did not match. */
interface Unreadable {
  path: string;
  fields: string[];
}

/**
 * `missing` lists notices whose message was deleted before the digest went out; `unreadable`, documents that need a repair.
 * @internal Exported for its tests only.
 */
export function buildOwnerDigest(
  messages: InboundMessage[],
  options: { slot: number; moreWaiting: boolean; missing?: string[]; unreadable?: Unreadable[]; policy?: OwnerMailPolicy },
  config: MailConfig,
): MailMessage {
  const policy = options.policy ?? OWNER_MAIL_POLICY;
  const missing = options.missing ?? [];
  const unreadable = options.unreadable ?? [];
  const count = messages.length + missing.length;
  const noun = count === 1 ? 'message' : 'messages';
  const attention = unreadable.length
    ? `${unreadable.length} ${unreadable.length === 1 ? 'document needs' : 'documents need'} your attention`
    : '';
  const intro = [
    count > 0 &&
      `${count} ${noun} arrived through the website without an email of their own (a sender writing again soon, or more messages than the hourly limit). Every one is stored.`,
    attention && `${attention}: the site skipped what does not match what it expects.`,
  ]
    .filter(Boolean)
    .join(' ');
  const subject = [count > 0 && `${count} new ${noun} through the website`, attention].filter(Boolean).join('; ');
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      subject: `${subject} (digest)`,
      heading: 'Messages digest',
      preheader: intro,
      blocks: [
        { paragraph: intro },
        options.moreWaiting && { paragraph: 'More are waiting; they follow in the next digest.' },
        ...messages.flatMap((message) => [
          { heading: KIND_LABEL[message.kind].replace(/^./, (first) => first.toUpperCase()) },
          ...messageBlocks(message, policy.excerptChars),
        ]),
        ...missing.map((path) => ({ note: `Document: ${path} (deleted before this digest)` })),
        unreadable.length > 0 && { heading: 'Needs your attention' },
        unreadable.length > 0 && {
          paragraph:
            'These documents do not match what the site expects, so it skipped them (no email went out for them). Open each in the admin and correct or remove it.',
        },
        ...unreadable.map(({ path, fields }) => ({
          details: [
            ['Document', path],
            ['Fields to check', fields.join(', ') || '(the whole document)'],
          ] as Array<[string, string]>,
        })),
      ],
      kind: 'owner-digest',
      ids: { slot: String(options.slot), count: String(count) },
    },
    config,
  );
}

/**
 * Sends the digest of the current slot if messages have been pending since before the slot began
 * and no digest went out in it yet. Safe to call from any number of invocations at once.
 * Returns the number of messages the digest named (0 when none was due).
 */
export async function sendDueDigest(deps: OwnerMailDeps): Promise<number> {
  const policy = deps.policy ?? OWNER_MAIL_POLICY;
  const { db } = deps;
  const now = deps.now();
  const slot = digestSlot(now, policy);
  const key = `owner-digest-${slot}`;
  const ref = outboxRef(db, key);
  const due = db
    .collection(SERVER_COLLECTIONS.ownerNotices)
    .where('pendingAt', '<', Timestamp.fromMillis(slot * policy.digestSlotMs))
    .orderBy('pendingAt');
  // Cheap checks outside the transaction: nearly every call ends here.
  if ((await ref.get()).exists) return 0;
  if ((await due.limit(1).get()).empty) return 0;
  const { config } = await mailConfig(deps);

  const named = await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return 0;
    const notices = await tx.get(due.limit(policy.digestMax + 1));
    if (notices.empty) return 0;
    const batch = notices.docs.slice(0, policy.digestMax);
    // Skipped documents are named, not read: their fields are already in the notice.
    const unreadable = batch.flatMap((n) => {
      const { kind, path = '', fields = [] } = n.data() as OwnerNotice;
      return kind === 'attention' ? [{ path, fields }] : [];
    });
    const inbound = batch.flatMap((n) => {
      const notice = n.data() as OwnerNotice;
      return notice.kind === 'attention' ? [] : [{ ...notice, kind: notice.kind }];
    });
    const snapshots = inbound.length
      ? await tx.getAll(...inbound.map((n) => db.collection(MESSAGE_COLLECTION[n.kind]).doc(n.messageId)))
      : [];
    const messages: InboundMessage[] = [];
    const missing: string[] = [];
    inbound.forEach(({ kind, messageId, receivedAt }, i) => {
      const data = snapshots[i].data();
      if (data) messages.push(readInboundMessage(kind, messageId, data, receivedAt.toDate()));
      else missing.push(`${MESSAGE_COLLECTION[kind]}/${messageId}`);
    });
    const options = { slot, moreWaiting: notices.size > policy.digestMax, missing, unreadable, policy };
    const email = buildOwnerDigest(messages, options, config);
    queueInTransaction(tx, db, key, 'owner-digest', email, now);
    for (const notice of batch) tx.update(notice.ref, { status: 'emailed', emailKey: key, pendingAt: FieldValue.delete() });
    return batch.length;
  });
  if (named > 0 && (await deliver(deps, key)) === 'sent') deps.logger.info(OWNER_DIGEST_SENT, { key, messages: named });
  return named;
}
