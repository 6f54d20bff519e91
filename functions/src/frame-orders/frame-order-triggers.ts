import { onCreated, onUpdated, withMail } from '../lib/triggers';
import { frameOrderCreated, frameOrderUpdated } from './handle-frame-order-events';
import { framePaymentCreated } from './frame-payment-receipt';

export const onFrameOrderCreated = onCreated(frameOrderCreated, withMail);
export const onFrameOrderUpdated = onUpdated(frameOrderUpdated, withMail);
export const onFramePaymentCreated = onCreated(framePaymentCreated, withMail);
