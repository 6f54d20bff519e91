import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { EMAIL_COLORS, renderDetails, renderEmailLayout } from '../lib/email-layout';
import { html, multiline } from '../lib/html';
import type { MailMessage } from '../lib/mail';
import { deliver, outboxRef, queueInTransaction } from '../lib/outbox';
import { OWNER_MAIL_POLICY, digestSlot, type OwnerMailPolicy } from './owner-mail-policy';
import { MESSAGE_COLLECTION, recipientOf, type OwnerMailDeps, type OwnerNotice } from './owner-notices';
import { KIND_LABEL, detailsOf, documentPath, readInboundMessage, text, type InboundMessage } from './owner-notification';

// The digest: one email listing the messages that did not get one of their own (a sender writing
// again soon, or more messages in an hour than the budget). At most one per 15-minute slot; it
// lists what was pending before the slot began, oldest first, up to `digestMax`.

export const OWNER_DIGEST_SENT = 'Owner digest sent';

function excerpt(body: string, max: number): string {
  return body.length > max ? `${body.slice(0, max)}… (${body.length - max} more characters in the document)` : body;
}

/** `missing` lists notices whose message was deleted before the digest went out. */
export function buildOwnerDigest(
  messages: InboundMessage[],
  options: { from: string; to: string; slot: number; moreWaiting: boolean; missing?: string[]; policy?: OwnerMailPolicy },
): MailMessage {
  const policy = options.policy ?? OWNER_MAIL_POLICY;
  const count = messages.length + (options.missing?.length ?? 0);
  const noun = count === 1 ? 'message' : 'messages';
  const intro = `${count} ${noun} arrived through the website without an email of their own (a sender writing again soon, or more messages than the hourly limit). Every one is stored.`;
  const more = options.moreWaiting ? 'More are waiting; they follow in the next digest.' : '';
  const sections = messages.map((message) => {
    const body = excerpt(text(message.data, 'message'), policy.excerptChars);
    const received = message.receivedAt.toISOString();
    return {
      message,
      body,
      text: [
        `— ${KIND_LABEL[message.kind]} —`,
        ...detailsOf(message).map(([label, value]) => `${label}: ${value}`),
        `Received: ${received}`,
        '',
        body,
        '',
        `Document: ${documentPath(message)}`,
      ].join('\n'),
      received,
    };
  });
  const missingLines = (options.missing ?? []).map((path) => `Document: ${path} (deleted before this digest)`);

  const htmlBody = html`<p style="margin:0 0 16px;">${intro}</p>
${more ? html`<p style="margin:0 0 16px;">${more}</p>` : ''}
${sections.map(
  (
    s,
  ) => html`<h2 style="margin:24px 0 8px;font-family:Georgia, 'Times New Roman', serif;font-weight:normal;font-size:19px;color:${EMAIL_COLORS.ink};">${KIND_LABEL[s.message.kind]}</h2>
${renderDetails([...detailsOf(s.message), ['Received', `${s.received.replace('T', ' ').slice(0, 16)} UTC`]])}
<div style="border-left:3px solid ${EMAIL_COLORS.accent};padding:4px 0 4px 16px;margin:0 0 8px;">${multiline(s.body)}</div>
<p style="margin:0 0 16px;font-size:12px;color:${EMAIL_COLORS.muted};">Document ${documentPath(s.message)}</p>`,
)}
${missingLines.map((line) => html`<p style="margin:0 0 8px;font-size:12px;color:${EMAIL_COLORS.muted};">${line}</p>`)}`;

  return {
    to: options.to,
    from: options.from,
    subject: `${count} new ${noun} through the website (digest)`,
    text: [intro, ...(more ? [more] : []), '', sections.map((s) => s.text).join('\n\n'), ...missingLines].join('\n'),
    html: renderEmailLayout({ preheader: intro, heading: 'Messages digest', body: htmlBody }),
    categories: ['owner-digest'],
    customArgs: { kind: 'owner-digest', slot: String(options.slot), count: String(count) },
  };
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

  const named = await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return 0;
    const notices = await tx.get(due.limit(policy.digestMax + 1));
    if (notices.empty) return 0;
    const batch = notices.docs.slice(0, policy.digestMax);
    const snapshots = await tx.getAll(
      ...batch.map((n) => db.collection(MESSAGE_COLLECTION[(n.data() as OwnerNotice).kind]).doc(n.get('messageId'))),
    );
    const messages: InboundMessage[] = [];
    const missing: string[] = [];
    batch.forEach((notice, i) => {
      const { kind, messageId, receivedAt } = notice.data() as OwnerNotice;
      const data = snapshots[i].data();
      if (data) messages.push(readInboundMessage(kind, messageId, data, receivedAt.toDate()));
      else missing.push(`${MESSAGE_COLLECTION[kind]}/${messageId}`);
    });
    const email = buildOwnerDigest(messages, {
      from: deps.mailFrom,
      to: recipientOf(deps),
      slot,
      moreWaiting: notices.size > policy.digestMax,
      missing,
      policy,
    });
    queueInTransaction(tx, db, key, 'owner-digest', email, now);
    for (const notice of batch) tx.update(notice.ref, { status: 'emailed', emailKey: key, pendingAt: FieldValue.delete() });
    return batch.length;
  });
  if (named > 0 && (await deliver(deps, key)) === 'sent') deps.logger.info(OWNER_DIGEST_SENT, { key, messages: named });
  return named;
}
