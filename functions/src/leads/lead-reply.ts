import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { movedStage } from '../../../common/leads';
import type { LeadReply, LeadStage } from '../../../common/schemas/leads';
import { buildEmail } from '../lib/email/build-email';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, queueInTransaction } from '../lib/outbox';

const LEAD_REPLY_KIND = 'lead-reply';

export class LeadRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The owner's answer from a lead's page: the email through the outbox, the answer kept on the lead
 * and the lead moved to replied (only forward), in one transaction keyed by the browser's reply id,
 * so a second click sends nothing more.
 */
export async function replyToLead(deps: MailDeps, reply: LeadReply): Promise<{ sent: boolean; stage: LeadStage }> {
  const { db } = deps;
  const { config } = await mailConfig(deps);
  const leadRef = db.collection(COLLECTIONS.leads).doc(reply.leadId);
  const key = `${LEAD_REPLY_KIND}-${reply.leadId}-${reply.replyId}`;
  const emailRef = leadRef.collection(SUBCOLLECTIONS.leadEmails).doc(key);
  const result = await db.runTransaction(async (tx) => {
    const [lead, existing] = await tx.getAll(leadRef, emailRef);
    if (!lead.exists) throw new LeadRefusal('not-found', 'That lead no longer exists.');
    const stage = movedStage(lead.get('stage') as LeadStage, 'replied');
    if (existing.exists) return { sent: false, stage };
    const now = deps.now();
    const at = Timestamp.fromMillis(now);
    const message = buildEmail(
      {
        audience: 'customer',
        to: String(lead.get('email')),
        subject: reply.subject,
        heading: reply.subject,
        preheader: reply.body.slice(0, 120),
        blocks: [{ quote: reply.body }],
        kind: LEAD_REPLY_KIND,
        ids: { leadId: reply.leadId },
      },
      config,
    );
    tx.create(emailRef, { kind: 'reply', subject: reply.subject, body: reply.body, createdAt: at });
    tx.update(leadRef, { stage, updatedAt: at, ...(lead.get('firstReplyAt') ? {} : { firstReplyAt: at }) });
    queueInTransaction(tx, db, key, LEAD_REPLY_KIND, message, now);
    return { sent: true, stage };
  });
  if (result.sent) await deliver(deps, key);
  return result;
}
