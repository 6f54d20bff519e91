import { COLLECTIONS } from '../../../common/collections';
import { FRAME_ORDER_STATUSES, frameOrderSchema, type FrameOrder } from '../../../common/schemas/orders';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { skip, statusChanged, type DocumentHandler } from '../lib/triggers';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice, type FrameStep } from './frame-order-emails';

// Keyed by the order and the step: a redelivered event sends nothing twice. A walk-in without an
// email address gets no email (the owner has their phone).

export const frameOrderCreated: DocumentHandler<FrameOrder, MailDeps> = {
  collection: COLLECTIONS.frameOrders,
  schema: frameOrderSchema,
  async handle({ id, data: order }, deps) {
    const context = { id, order, ...(await mailConfig(deps)) };
    if (order.email) await sendOnce(deps, `frame-order-placed-${id}`, 'frame-order-placed', frameOrderPlacedEmail(context));
    // The owner placed a studio order themself: only the customer's own orders are news to them.
    if (order.placedBy === 'customer') await sendOnce(deps, `owner-frame-order-${id}`, 'owner-frame-order', ownerFrameOrderNotice(context));
  },
};

const STEPS: readonly string[] = FRAME_ORDER_STATUSES.filter((status) => status !== 'received');

export const frameOrderUpdated: DocumentHandler<FrameOrder, MailDeps> = {
  collection: COLLECTIONS.frameOrders,
  schema: frameOrderSchema,
  when: statusChanged,
  async handle({ id, data: order }, deps) {
    if (!STEPS.includes(order.status)) return skip(`no email for the status ${order.status}`);
    if (!order.email) return skip('the order has no email address');
    const step = order.status as FrameStep;
    const email = frameOrderStepEmail({ id, order, ...(await mailConfig(deps)), step });
    await sendOnce(deps, `frame-order-${step}-${id}`, `frame-order-${step}`, email);
  },
};
