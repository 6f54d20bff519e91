import { customPackageLinkSchema } from '../../../common/schemas/owner-shared';
import type { Logger } from '../lib/logger';
import { sendOnce, type Delivery, type SendOnceDeps } from '../lib/send-once';
import { buildCustomPackageEmail, CUSTOM_PACKAGE_KIND } from './custom-package-email';

export interface LinkEmailDeps extends SendOnceDeps {
  logger: Logger;
  mailFrom: string;
  site: string;
  now: () => number;
}

type Before = { emailsRequested?: unknown } | undefined;

/**
 * A link's email goes out when it is created and each time the owner asks again (emailsRequested
 * goes up by one): at most once per value, whatever the trigger redelivers. Views, revocations and
 * bookings change other fields and send nothing; a closed link sends nothing either.
 */
export async function handleLinkWritten(
  slug: string,
  before: Before,
  after: unknown,
  deps: LinkEmailDeps,
): Promise<Delivery | 'skipped' | 'invalid'> {
  if (after === undefined) return 'skipped';
  const parsed = customPackageLinkSchema.safeParse(after);
  if (!parsed.success) {
    deps.logger.error('Custom package email not sent: invalid link', { slug, issues: parsed.error.issues.map((i) => i.path.join('.')) });
    return 'invalid';
  }
  const link = parsed.data;
  const previous = typeof before?.emailsRequested === 'number' ? before.emailsRequested : 0;
  if (link.emailsRequested <= previous) return 'skipped';
  if (link.status !== 'sent' || link.expiresAt.getTime() <= deps.now()) {
    deps.logger.info('Custom package email not sent: the link is closed', { slug, status: link.status });
    return 'skipped';
  }
  const key = `${CUSTOM_PACKAGE_KIND}-${slug}-${link.emailsRequested}`;
  return sendOnce(deps, key, CUSTOM_PACKAGE_KIND, buildCustomPackageEmail(link, deps.mailFrom, deps.site));
}
