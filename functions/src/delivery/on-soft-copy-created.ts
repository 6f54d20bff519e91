import { onCreated, withMail } from '../lib/triggers';
import { softCopyCreated } from './handle-soft-copy-created';

export const onSoftCopyCreated = onCreated(softCopyCreated, withMail);
