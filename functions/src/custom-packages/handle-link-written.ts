import { customPackageLinkSchema } from '../../../common/schemas/owner-shared';
import type { MailMessage } from '../lib/mail';
import { sendOnce, type Delivery, type OutboxDeps } from '../lib/outbox';
import { buildCustomPackageEmail, CUSTOM_PACKAGE_KIND } from './custom-package-email';

export interface LinkEmailDeps extends OutboxDeps {
  mailFrom: string;
  site: string;
}

type Before = { emailsRequested?: unknown } | undefined;
export type LinkEmailDecision =
  { send: { key: string; message: MailMessage } } | { skip: 'deleted' | 'no-new-request' | 'closed' } | { invalid: true };

/**
 * Whether a write of a link asks for an email: when it is created, and each time the owner asks
 * again (emailsRequested goes up by one), while it is open. Views, revocations and bookings change
 * other fields and ask for nothing. One outbox key per send number, so each goes at most once.
 */
export function linkEmailFor(slug: string, before: Before, after: unknown, now: number, mailFrom: string, site: string): LinkEmailDecision {
  if (after === undefined) return { skip: 'deleted' };
  const parsed = customPackageLinkSchema.safeParse(after);
  if (!parsed.success) return { invalid: true };
  const link = parsed.data;
  const previous = typeof before?.emailsRequested === 'number' ? before.emailsRequested : 0;
  if (link.emailsRequested <= previous) return { skip: 'no-new-request' };
  if (link.status !== 'sent' || link.expiresAt.getTime() <= now) return { skip: 'closed' };
  return {
    send: { key: `${CUSTOM_PACKAGE_KIND}-${slug}-${link.emailsRequested}`, message: buildCustomPackageEmail(link, mailFrom, site) },
  };
}

export async function handleLinkWritten(
  slug: string,
  before: Before,
  after: unknown,
  deps: LinkEmailDeps,
): Promise<Delivery | 'skipped' | 'invalid'> {
  const decision = linkEmailFor(slug, before, after, deps.now(), deps.mailFrom, deps.site);
  if ('invalid' in decision) {
    deps.logger.error('Custom package email not sent: invalid link', { slug });
    return 'invalid';
  }
  if ('skip' in decision) {
    if (decision.skip === 'closed') deps.logger.info('Custom package email not sent: the link is closed', { slug });
    return 'skipped';
  }
  return sendOnce(deps, decision.send.key, CUSTOM_PACKAGE_KIND, decision.send.message);
}
