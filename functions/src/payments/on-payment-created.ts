import { onCreated, withMail } from '../lib/triggers';
import { paymentCreated } from './handle-payment-created';

export const onPaymentCreated = onCreated(paymentCreated, withMail);
