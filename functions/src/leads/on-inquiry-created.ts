import { onCreated, withMail } from '../lib/triggers';
import { inquiryCreated } from './first-reply';

export const onInquiryCreated = onCreated(inquiryCreated, withMail);
