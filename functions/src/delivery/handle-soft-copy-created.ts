import { softCopySchema } from '../../../common/schemas/owner-shared';
import type { MailMessage } from '../lib/mail';
import { sendOnce, type Delivery, type OutboxDeps } from '../lib/outbox';
import { buildSoftCopyEmail, SOFT_COPY_KIND } from './soft-copy-email';

export interface SoftCopyEmailDeps extends OutboxDeps {
  mailFrom: string;
  site: string;
}

/** The email of a new delivery, under its outbox key (one per delivery); null for a bad document. */
export function softCopyEmail(id: string, data: unknown, mailFrom: string, site: string): { key: string; message: MailMessage } | null {
  const parsed = softCopySchema.safeParse(data);
  if (!parsed.success) return null;
  return { key: `${SOFT_COPY_KIND}-${id}`, message: buildSoftCopyEmail(id, parsed.data, mailFrom, site) };
}

/** A new delivery emails its customer through the outbox: at most once, and never dropped. */
export async function handleSoftCopyCreated(id: string, data: unknown, deps: SoftCopyEmailDeps): Promise<Delivery | 'invalid'> {
  const email = softCopyEmail(id, data, deps.mailFrom, deps.site);
  if (!email) {
    deps.logger.error('Soft copy email not sent: invalid document', { id });
    return 'invalid';
  }
  return sendOnce(deps, email.key, SOFT_COPY_KIND, email.message);
}
