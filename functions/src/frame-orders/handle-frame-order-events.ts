import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { FRAME_ORDER_STATUSES, frameOrderSchema, type FrameOrder } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { handleInboundMessage } from '../messages/owner-inbox';
import { readInboundMessage } from '../messages/owner-notification';
import { skip, statusChanged, type DocumentHandler } from '../lib/triggers';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice, type FrameStep } from './frame-order-emails';

// Keyed by the order and the step: a redelivered event sends nothing twice. A customer's emails go
// to their account's address; a walk-in without an email address gets none (the owner has their phone).

export const frameOrderCreated: DocumentHandler<FrameOrder, MailDeps> = {
  collection: COLLECTIONS.frameOrders,
  schema: frameOrderSchema,
  async handle({ id, data: order, time }, deps) {
    const context = { id, order, photoFileName: await framedPhotoName(deps.db, order), ...(await mailConfig(deps)) };
    const to = await customerAddress(deps.db, order);
    if (to)
      await sendOnce(
        deps,
        `frame-order-placed-${id}`,
        'frame-order-placed',
        frameOrderPlacedEmail({ ...context, order: { ...order, email: to } }),
      );
    // The owner placed a studio order themself: only the customer's own orders are news to them.
    // Through the bounded owner mail: its own email within the hourly budget, else the digest.
    if (order.placedBy === 'customer') {
      await handleInboundMessage(readInboundMessage('frame-order', id, order, time), deps, ownerFrameOrderNotice(context));
    }
  },
};

/** The file name of the gallery photo an order frames (the rules made sure it was there when ordered). */
async function framedPhotoName(db: Firestore, order: FrameOrder): Promise<string | undefined> {
  if (!order.galleryPhoto) return undefined;
  const { galleryId, photoId } = order.galleryPhoto;
  const photo = await db.collection(COLLECTIONS.clientGalleries).doc(galleryId).collection(SUBCOLLECTIONS.galleryPhotos).doc(photoId).get();
  const name = photo.get('fileName') as unknown;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Where a customer's order emails go: a customer's account address; for a walk-in the studio
 * placed without an account, the address the owner typed (the studio's own word, not a stranger's).
 */
async function customerAddress(db: Firestore, order: FrameOrder): Promise<string> {
  return order.userId ? accountAddress(db, order.userId) : order.placedBy === 'studio' ? order.email : '';
}

const STEPS: readonly string[] = FRAME_ORDER_STATUSES.filter((status) => status !== 'received');

export const frameOrderUpdated: DocumentHandler<FrameOrder, MailDeps> = {
  collection: COLLECTIONS.frameOrders,
  schema: frameOrderSchema,
  when: statusChanged,
  async handle({ id, data: order }, deps) {
    if (!STEPS.includes(order.status)) return skip(`no email for the status ${order.status}`);
    const to = await customerAddress(deps.db, order);
    if (!to) return skip('the order has no email address');
    const step = order.status as FrameStep;
    const photoFileName = await framedPhotoName(deps.db, order);
    const email = frameOrderStepEmail({ id, order: { ...order, email: to }, photoFileName, ...(await mailConfig(deps)), step });
    await sendOnce(deps, `frame-order-${step}-${id}`, `frame-order-${step}`, email);
  },
};
