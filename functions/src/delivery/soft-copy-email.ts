import { formatIsoDay } from '../../../common/format';
import { paths } from '../../../common/paths';
import type { SoftCopy } from '../../../common/schemas/owner-shared';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import { safeUrl } from '../lib/email/html';
import type { MailMessage } from '../lib/mail';

export const SOFT_COPY_KIND = 'soft-copy-delivered';

type Delivery = Pick<SoftCopy, 'userEmail' | 'userName' | 'title' | 'links' | 'message' | 'downloadUntil' | 'bookingLabel'>;

/** "Your photographs are ready": the links, the studio's note, until when, and where else to find them. */
export function buildSoftCopyEmail(id: string, copy: Delivery, config: Pick<MailConfig, 'mailFrom' | 'site' | 'studio'>): MailMessage {
  // Only http(s) links, numbered among themselves.
  const links = copy.links.flatMap((link) => safeUrl(link) ?? []);
  const label = (i: number) => (links.length === 1 ? 'Open your photographs' : `Open part ${i + 1}`);
  return buildEmail(
    {
      audience: 'customer',
      to: copy.userEmail,
      subject: `Your photographs are ready: ${copy.title}`,
      heading: 'Your photographs are ready',
      preheader: `${copy.title} — ready to download.`,
      blocks: [
        { paragraph: greeting(copy.userName) },
        { paragraph: ['Your photographs are ready: ', { strong: copy.title }, '.'] },
        copy.message && { quote: copy.message },
        ...links.map((url, i) => ({ button: label(i), link: { url } })),
        {
          details: [
            ...(copy.bookingLabel ? [['Event', copy.bookingLabel] as const] : []),
            ['Download until', copy.downloadUntil ? formatIsoDay(copy.downloadUntil) : 'No end date'],
            ['Also in', { link: { path: paths.profile }, text: 'your profile' }],
          ],
        },
        { paragraph: 'Download them soon and keep a copy somewhere safe. Questions, or a link that does not open? Reply to this email.' },
      ],
      kind: SOFT_COPY_KIND,
      ids: { documentId: id },
    },
    config,
  );
}
