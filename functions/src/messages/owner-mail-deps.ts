import { mailDeps } from '../lib/mail-deps';
import { OWNER_NOTIFY_EMAIL } from '../lib/params';
import type { OwnerMailDeps } from './owner-notices';

/** The production wiring of the owner-mail handlers (params are read at run time, not at deploy). */
export const ownerMailDeps = (): OwnerMailDeps => ({ ...mailDeps(), notifyEmail: OWNER_NOTIFY_EMAIL.value() });
