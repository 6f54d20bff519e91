import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import {
  frameOrderInputSchema,
  frameOrderSchema,
  orderKeywords,
  studioFrameOrderInputSchema,
  type FrameOrderStatus,
} from '@common/schemas';
import { useBound, useNewDocumentId } from './bind';
import { defineCollection } from './collection';
import { useCount, useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';

export const frameOrders = defineCollection(COLLECTIONS.frameOrders, frameOrderSchema);

/** A new order, received now (the server stamps the time; the rules check it). */
const received = (id: string, order: { name: string; email: string }) => ({
  status: 'received',
  statusAt: { received: serverTimestamp() },
  keywords: orderKeywords(id, order),
  createdAt: serverTimestamp(),
});

async function createFrameOrder(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = frameOrderInputSchema.parse(input);
  await setDoc(doc(frameOrders.rawRef(db), id), { ...valid, userId, placedBy: 'customer', ...received(id, valid) });
}

/** Create Frame Order: the owner's order for a registered customer or a walk-in (userId null). */
async function createStudioFrameOrder(db: Firestore, id: string, input: unknown) {
  const valid = studioFrameOrderInputSchema.parse(input);
  await setDoc(doc(frameOrders.rawRef(db), id), { ...valid, placedBy: 'studio', ...received(id, valid) });
}

export const useNewFrameOrderId = () => useNewDocumentId(frameOrders.rawRef);
export const useCreateFrameOrder = () => useBound(createFrameOrder);
export const useCreateStudioFrameOrder = () => useBound(createStudioFrameOrder);

/** A customer's frame orders, newest first: their profile, and the owner's customer page. */
export const useOwnFrameOrders = (uid: string) =>
  useLiveQuery(frameOrders, { where: [['userId', '==', uid]], orderBy: [['createdAt', 'desc']] });
/** One frame order, live: the customer's thank-you page, the owner's detail view. */
export const useFrameOrder = (id: string) => useLiveDoc(frameOrders, id);

/** How many frame orders name a frame (the owner is warned before deleting it; orders keep their copy). */
export const useOrdersOfFrameCount = (frameId: string) =>
  useCount({ collection: COLLECTIONS.frameOrders, where: [['frameId', '==', frameId]] });

// ---------------------------------------------------------------- the owner's side

export const useOwnerFrameOrders = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.frameOrders, frameOrders, params);

/** The next step (or cancelled), stamped with the server's time; the rules allow only the next one. */
const moveFrameOrder = (db: Firestore, id: string, to: FrameOrderStatus) =>
  updateDoc(doc(frameOrders.rawRef(db), id), { status: to, [`statusAt.${to}`]: serverTimestamp() });

export const useMoveFrameOrder = () => useBound(moveFrameOrder);
