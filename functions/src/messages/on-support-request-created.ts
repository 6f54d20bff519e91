import { onCreated, withMail } from '../lib/triggers';
import { inboundMessageCreated } from './owner-inbox';

export const onSupportRequestCreated = onCreated(inboundMessageCreated('support'), withMail);
