import { COLLECTIONS } from '../../../common/collections';
import { FRAME_ORDER_STATUSES, frameOrderSchema, type FrameOrder } from '../../../common/schemas/orders';
import type { MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { readStudioSettings } from '../lib/studio-settings';
import { handleInboundMessage } from '../messages/owner-inbox';
import { readInboundMessage } from '../messages/owner-notification';
import { skip, statusChanged, type DocumentHandler } from '../lib/triggers';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice, type FrameStep } from './frame-order-emails';

// Keyed by the order and the step: a redelivered event sends nothing twice. A walk-in without an
// email address gets no email (the owner has their phone).

export const frameOrderCreated: DocumentHandler<FrameOrder, MailDeps> = {
  collection: COLLECTIONS.frameOrders,
  schema: frameOrderSchema,
  async handle({ id, data: order, time }, deps) {
    const context = { id, order, settings: await readStudioSettings(deps.db, deps.logger), config: deps };
    if (order.email) await sendOnce(deps, `frame-order-placed-${id}`, 'frame-order-placed', frameOrderPlacedEmail(context));
    // The owner placed a studio order themself: only the customer's own orders are news to them.
    // Through the bounded owner mail: its own email within the hourly budget, else the digest.
    if (order.placedBy === 'customer') {
      await handleInboundMessage(readInboundMessage('frame-order', id, order, time), deps, ownerFrameOrderNotice(context));
    }
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
    const settings = await readStudioSettings(deps.db, deps.logger);
    await sendOnce(
      deps,
      `frame-order-${step}-${id}`,
      `frame-order-${step}`,
      frameOrderStepEmail({ id, order, settings, config: deps, step }),
    );
  },
};
