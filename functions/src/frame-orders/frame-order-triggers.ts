import { onCreated, onUpdated, withMail } from '../lib/triggers';
import { frameOrderCreated, frameOrderUpdated } from './handle-frame-order-events';

export const onFrameOrderCreated = onCreated(frameOrderCreated, withMail);
export const onFrameOrderUpdated = onUpdated(frameOrderUpdated, withMail);
