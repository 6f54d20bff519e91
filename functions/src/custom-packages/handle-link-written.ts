import type { DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { customPackageLinkSchema, type CustomPackageLink } from '../../../common/schemas/owner-shared';
import type { MailConfig } from '../lib/email/build-email';
import type { MailMessage } from '../lib/mail';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, type DocumentHandler, type Skip, type StoredDocument } from '../lib/triggers';
import { buildCustomPackageEmail, CUSTOM_PACKAGE_KIND } from './custom-package-email';

const requests = (data: DocumentData | undefined) => (typeof data?.emailsRequested === 'number' ? data.emailsRequested : 0);

/**
 * Whether a write of a link asks for an email: when it is created, and each time the owner asks
 * again (emailsRequested goes up by one). Views, revocations and bookings change other fields.
 * @internal Exported for its tests only.
 */
export const emailRequested = (before: DocumentData | undefined, after: DocumentData) => requests(after) > requests(before);

/**
 * The email the owner asked for, under its own outbox key (one per send number); none once the link is closed.
 * @internal Exported for its tests only.
 */
export function linkEmail(
  { id: slug, data: link }: StoredDocument<CustomPackageLink>,
  now: number,
  config: Pick<MailConfig, 'mailFrom' | 'site' | 'studio'>,
): { key: string; message: MailMessage } | Skip {
  if (link.status !== 'sent' || link.expiresAt.getTime() <= now) return skip('the link is closed');
  return { key: `${CUSTOM_PACKAGE_KIND}-${slug}-${link.emailsRequested}`, message: buildCustomPackageEmail(link, config) };
}

export const customPackageLinkWritten: DocumentHandler<CustomPackageLink, MailDeps> = {
  collection: COLLECTIONS.customPackageLinks,
  schema: customPackageLinkSchema,
  when: emailRequested,
  async handle(doc, deps) {
    const email = linkEmail(doc, deps.now(), (await mailConfig(deps)).config);
    return 'skipped' in email ? email : sendOnce(deps, email.key, CUSTOM_PACKAGE_KIND, email.message);
  },
};
