import { formatIsoDay, formatPrice } from '../../../common/format';
import { clientGalleryPath, galleryEditorPath, galleryReceiptPath } from '../../../common/paths';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';
import type { GalleryMailFacts } from './gallery-emails';

// The emails of extras paid by bank transfer (issue 38, gallery-slips.ts), each once through the
// outbox under its slip's key: the owner hears of a new slip; the person who sent it hears the decision.

export const GALLERY_SLIP_EMAIL_KINDS = {
  received: 'gallery-slip',
  approved: 'gallery-slip-approved',
  rejected: 'gallery-slip-rejected',
} as const;

type Config = Pick<MailConfig, 'mailFrom' | 'site' | 'studio' | 'ownerEmail'>;
const photos = (n: number) => `${n} extra photo${n === 1 ? '' : 's'}`;

/** To the owner: a transfer slip for a gallery's extras waits to be checked, in the gallery's editor. */
export function gallerySlipNotice(
  facts: GalleryMailFacts,
  slip: { slipId: string; amount: number; photoCount: number; sentOn: string; reference: string; note: string },
  config: Config,
): MailMessage {
  const subject = `Transfer slip for ${photos(slip.photoCount)}: ${facts.title}`;
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo: facts.customerEmail,
      subject,
      heading: 'A transfer slip to check',
      preheader: `${facts.customerName} sent a slip for ${formatPrice(slip.amount)}.`,
      blocks: [
        {
          paragraph: `${facts.customerName} paid ${formatPrice(slip.amount)} by bank transfer for ${photos(slip.photoCount)} of "${facts.title}" and sent the slip. Check it against your account, then approve it (the photos unlock) or reject it with a reason.`,
        },
        {
          details: [
            ['Amount', formatPrice(slip.amount)],
            ['Sent on', formatIsoDay(slip.sentOn)],
            ['Reference', slip.reference],
            ['Note', slip.note || '—'],
          ],
        },
        { button: 'Open the gallery', link: { path: galleryEditorPath(facts.galleryId) } },
      ],
      kind: GALLERY_SLIP_EMAIL_KINDS.received,
      ids: { documentId: slip.slipId },
    },
    config,
  );
}

/** To the person who paid: the transfer is in, the photos are unlocked, and the receipt. */
export function gallerySlipApprovedEmail(
  facts: GalleryMailFacts,
  slip: { slipId: string; paymentId: string; amount: number; photoCount: number },
  config: Config,
): MailMessage {
  return buildEmail(
    {
      audience: 'customer',
      to: facts.customerEmail,
      subject: `Transfer received: ${photos(slip.photoCount)} unlocked`,
      heading: 'Thank you: your transfer is in',
      preheader: `${formatPrice(slip.amount)} received for ${photos(slip.photoCount)} of ${facts.title}.`,
      blocks: [
        { paragraph: greeting(facts.customerName) },
        {
          paragraph: [
            `We have received your transfer of ${formatPrice(slip.amount)}. The ${photos(slip.photoCount)} of `,
            { strong: facts.title },
            ' are unlocked in your gallery and join your selection.',
          ],
        },
        { button: 'Open your gallery', link: { path: clientGalleryPath(facts.galleryId) } },
        { details: [['Receipt', { link: { path: galleryReceiptPath(slip.paymentId) }, text: slip.paymentId }]] },
      ],
      kind: GALLERY_SLIP_EMAIL_KINDS.approved,
      ids: { documentId: slip.slipId },
    },
    config,
  );
}

/** To the person who paid: the studio did not accept the slip, and why; the photos can be paid again. */
export function gallerySlipRejectedEmail(
  facts: GalleryMailFacts,
  slip: { slipId: string; amount: number; reason: string },
  config: Config,
): MailMessage {
  return buildEmail(
    {
      audience: 'customer',
      to: facts.customerEmail,
      subject: `Your transfer slip was not accepted: ${facts.title}`,
      heading: 'Your transfer slip was not accepted',
      preheader: `The studio could not match your slip for ${formatPrice(slip.amount)}.`,
      blocks: [
        { paragraph: greeting(facts.customerName) },
        { paragraph: [`We could not accept your transfer slip for ${formatPrice(slip.amount)} for `, { strong: facts.title }, ':'] },
        { box: slip.reason },
        {
          paragraph:
            'The photos are not unlocked yet. You can pay for them again from your gallery; reply to this email with any question.',
        },
        { button: 'Open your gallery', link: { path: clientGalleryPath(facts.galleryId) } },
      ],
      kind: GALLERY_SLIP_EMAIL_KINDS.rejected,
      ids: { documentId: slip.slipId },
    },
    config,
  );
}
