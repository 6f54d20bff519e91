import { STUDIO } from '../../../common/studio';
import type { SoftCopy } from '../../../common/schemas/owner-shared';
import { renderDetails, renderEmailLayout } from '../lib/email-layout';
import { greeting, oneLine, renderButton, renderQuote, renderSignature, textClosing } from '../lib/email-parts';
import { formatDay } from '../lib/format';
import { html, multiline, safeUrl } from '../lib/html';
import type { MailMessage } from '../lib/mail';

export const SOFT_COPY_KIND = 'soft-copy-delivered';

type Delivery = Pick<SoftCopy, 'userEmail' | 'userName' | 'title' | 'links' | 'message' | 'downloadUntil' | 'bookingLabel'>;

/** "Your photographs are ready": the links, the studio's note, until when, and where else to find them. */
export function buildSoftCopyEmail(id: string, copy: Delivery, from: string, site: string): MailMessage {
  const links = copy.links.flatMap((link) => safeUrl(link) ?? []);
  const until = copy.downloadUntil ? formatDay(copy.downloadUntil) : '';
  const profile = `${site}/profile`;
  const label = (i: number) => (links.length === 1 ? 'Open your photographs' : `Open part ${i + 1}`);

  const body = html`<p style="margin:0 0 16px;">${greeting(copy.userName)}</p>
<p style="margin:0 0 16px;">Your photographs are ready: <strong>${copy.title}</strong>.</p>
${copy.message ? renderQuote(multiline(copy.message)) : ''}
${links.map((link, i) => renderButton(link, label(i)))}
${renderDetails([
  ...(copy.bookingLabel ? [['Event', copy.bookingLabel] as const] : []),
  ['Download until', until || 'No end date'],
  ['Also in', html`<a href="${profile}" style="color:inherit;">your profile</a>`],
])}
<p style="margin:0 0 16px;">Download them soon and keep a copy somewhere safe. Questions, or a link that does not open? Reply to this email.</p>
${renderSignature()}`;

  const text = [
    greeting(copy.userName),
    '',
    `Your photographs are ready: ${copy.title}.`,
    ...(copy.message ? ['', copy.message] : []),
    '',
    ...links.map((link, i) => `${label(i)}: ${link}`),
    '',
    ...(copy.bookingLabel ? [`Event: ${copy.bookingLabel}`] : []),
    `Download until: ${until || 'no end date'}`,
    `Also in your profile: ${profile}`,
    '',
    'Questions, or a link that does not open? Reply to this email.',
    '',
    ...textClosing(),
  ].join('\n');

  return {
    to: copy.userEmail,
    from,
    replyTo: STUDIO.email,
    subject: oneLine(`Your photographs are ready: ${copy.title}`),
    text,
    html: renderEmailLayout({ preheader: `${copy.title} — ready to download.`, heading: 'Your photographs are ready', body }),
    categories: [SOFT_COPY_KIND],
    customArgs: { kind: SOFT_COPY_KIND, documentId: id },
  };
}
