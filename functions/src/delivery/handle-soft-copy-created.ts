import { softCopySchema } from '../../../common/schemas/owner-shared';
import type { Logger } from '../lib/logger';
import { sendOnce, type Delivery, type SendOnceDeps } from '../lib/send-once';
import { buildSoftCopyEmail, SOFT_COPY_KIND } from './soft-copy-email';

export interface SoftCopyEmailDeps extends SendOnceDeps {
  logger: Logger;
  mailFrom: string;
  site: string;
}

/** A new delivery emails its customer, once per delivery; a bad document is logged and skipped. */
export async function handleSoftCopyCreated(id: string, data: unknown, deps: SoftCopyEmailDeps): Promise<Delivery | 'invalid'> {
  const parsed = softCopySchema.safeParse(data);
  if (!parsed.success) {
    deps.logger.error('Soft copy email not sent: invalid document', { id, issues: parsed.error.issues.map((i) => i.path.join('.')) });
    return 'invalid';
  }
  return sendOnce(deps, `${SOFT_COPY_KIND}-${id}`, SOFT_COPY_KIND, buildSoftCopyEmail(id, parsed.data, deps.mailFrom, deps.site));
}
