import { onCreated, withMail } from '../lib/triggers';
import { inboundMessageCreated } from './owner-inbox';

export const onContactMessageCreated = onCreated(inboundMessageCreated('contact'), withMail);
