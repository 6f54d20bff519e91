import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { firstReply, type ReplyPackage } from '../../../common/leads';
import { paths } from '../../../common/paths';
import {
  LEAD_SETTINGS_DEFAULT,
  LEAD_SETTINGS_ID,
  leadSettingsSchema,
  type Inquiry,
  type LeadSettings,
} from '../../../common/schemas/leads';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import type { MailMessage } from '../lib/mail';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { isAlreadyExists, sendOnce } from '../lib/outbox';
import { anyDocument, type DocumentHandler } from '../lib/triggers';
import { handleInboundMessage } from '../messages/owner-inbox';
import { readInboundMessage } from '../messages/owner-notification';

// What follows an inquiry (docs/inquiries.md): the automatic first reply to a new lead, at most
// once per lead (outbox key inquiry-reply-<leadId>), kept on the lead's emails; and the owner's
// notice, through the owner-mail throttle like every message from the site.

export const FIRST_REPLY_KIND = 'inquiry-reply';

/** ownerSettings/leads as saved, the defaults where it never was (or cannot be read). */
async function readLeadSettings(db: Firestore): Promise<Omit<LeadSettings, 'updatedAt'>> {
  const parsed = leadSettingsSchema.safeParse((await db.collection(COLLECTIONS.ownerSettings).doc(LEAD_SETTINGS_ID).get()).data());
  return parsed.success ? parsed.data : LEAD_SETTINGS_DEFAULT;
}

async function activePackages(db: Firestore): Promise<ReplyPackage[]> {
  const snapshot = await db.collection(COLLECTIONS.packages).where('active', '==', true).get();
  return snapshot.docs.flatMap((doc) => {
    const { name, price, category } = doc.data();
    return typeof name === 'string' && typeof price === 'number'
      ? [{ name, price, category: typeof category === 'string' ? category : '' }]
      : [];
  });
}

type InquiryFacts = Pick<Inquiry, 'name' | 'email' | 'eventType' | 'eventDate' | 'availability'>;

/** The first reply as an email, and the plain words kept on the lead. @internal Exported for its tests only. */
export function buildFirstReply(
  inquiry: InquiryFacts,
  settings: Pick<LeadSettings, 'replySubject' | 'replyIntro' | 'replyClosing'>,
  packages: readonly ReplyPackage[],
  config: MailConfig,
  ids: { leadId: string; inquiryId: string },
): { message: MailMessage; text: string } {
  const reply = firstReply(settings, {
    ...inquiry,
    packages,
    studioName: config.studio.name,
    studioEmail: config.studio.email,
    studioPhone: config.studio.phone,
    bookUrl: `${config.site}${paths.pricing}`,
    consultUrl: `${config.site}${paths.contact}`,
  });
  const message = buildEmail(
    {
      audience: 'customer',
      to: inquiry.email,
      subject: reply.subject,
      heading: reply.subject,
      preheader: reply.availability,
      blocks: [
        { paragraph: reply.intro },
        { paragraph: { strong: reply.availability } },
        reply.packages.length > 0 && { heading: `Packages for your ${inquiry.eventType.toLowerCase()}` },
        reply.packages.length > 0 && { details: reply.packages.map((p) => [p.name, p.price] as const) },
        { button: 'See the packages and book', link: { path: paths.pricing } },
        {
          paragraph: [
            'Would you rather talk first? ',
            { link: { path: paths.contact }, text: 'Ask for a consultation' },
            ' and we will find a time.',
          ],
        },
        reply.closing && { paragraph: reply.closing },
      ],
      kind: FIRST_REPLY_KIND,
      ids: { documentId: ids.inquiryId, leadId: ids.leadId },
    },
    config,
  );
  return { message, text: message.text };
}

export const inquiryCreated: DocumentHandler<Record<string, unknown>, MailDeps> = {
  collection: COLLECTIONS.inquiries,
  schema: anyDocument,
  async handle({ id, data, time }, deps) {
    const leadId = typeof data.leadId === 'string' ? data.leadId : '';
    const email = typeof data.email === 'string' ? data.email : '';
    if (data.first === true && leadId && email) {
      const settings = await readLeadSettings(deps.db);
      if (settings.autoReply) {
        const [{ config }, packages] = await Promise.all([mailConfig(deps), activePackages(deps.db)]);
        const { message, text } = buildFirstReply(data as unknown as InquiryFacts, settings, packages, config, { leadId, inquiryId: id });
        const key = `${FIRST_REPLY_KIND}-${leadId}`;
        try {
          await deps.db
            .collection(COLLECTIONS.leads)
            .doc(leadId)
            .collection(SUBCOLLECTIONS.leadEmails)
            .doc(key)
            .create({ kind: 'auto', subject: message.subject, body: text, createdAt: Timestamp.fromMillis(deps.now()) });
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
        }
        await sendOnce(deps, key, FIRST_REPLY_KIND, message);
      }
    }
    return handleInboundMessage(readInboundMessage('inquiry', id, data, time), deps);
  },
};
