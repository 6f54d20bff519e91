import { COLLECTIONS } from '../../../common/collections';
import { softCopySchema, type SoftCopy } from '../../../common/schemas/owner-shared';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import type { DocumentHandler } from '../lib/triggers';
import { buildSoftCopyEmail, SOFT_COPY_KIND } from './soft-copy-email';

/** A new delivery emails its customer through the outbox (one key per delivery): at most once, and never dropped. */
export const softCopyCreated: DocumentHandler<SoftCopy, MailDeps> = {
  collection: COLLECTIONS.softCopies,
  schema: softCopySchema,
  handle: async ({ id, data }, deps) =>
    sendOnce(deps, `${SOFT_COPY_KIND}-${id}`, SOFT_COPY_KIND, buildSoftCopyEmail(id, data, (await mailConfig(deps)).config)),
};
