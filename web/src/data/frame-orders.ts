import { useState } from 'react';
import { doc, getCountFromServer, orderBy, query, serverTimestamp, setDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { frameOrderInputSchema, frameOrderSchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { listenToDoc, listenToQuery, useLive } from './live';

export const frameOrders = defineCollection(COLLECTIONS.frameOrders, frameOrderSchema);

/** A document id chosen once per form: a second submit rewrites the same id, which the rules refuse. */
export const newFrameOrderId = (db: Firestore) => doc(frameOrders.rawRef(db)).id;

export async function createFrameOrder(db: Firestore, id: string, userId: string, input: unknown) {
  const valid = frameOrderInputSchema.parse(input);
  await setDoc(doc(frameOrders.rawRef(db), id), { ...valid, userId, status: 'pending', createdAt: serverTimestamp() });
}

export const myFrameOrdersQuery = (db: Firestore, uid: string) =>
  query(frameOrders.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/** One id per visit to the form: a repeated submit rewrites the same document, which the rules refuse. */
export function useNewFrameOrderId() {
  const db = useFirestore();
  const [id] = useState(() => newFrameOrderId(db));
  return id;
}
export const useCreateFrameOrder = () => useBound(createFrameOrder);

export function useOwnFrameOrders(uid: string) {
  return useLive(`frameOrders?userId=${uid}`, listenToQuery(myFrameOrdersQuery(useFirestore(), uid)));
}
/** One frame order of the signed-in customer (thank-you page). */
export function useOwnFrameOrder(uid: string, id: string) {
  return useLive(`${uid}/frameOrders/${id}`, listenToDoc(frameOrders.doc(useFirestore(), id)));
}

/** How many frame orders name a frame (the owner is warned before deleting it; orders keep their copy). */
export async function countOrdersOfFrame(db: Firestore, frameId: string) {
  const snapshot = await getCountFromServer(query(frameOrders.rawRef(db), where('frameId', '==', frameId)));
  return snapshot.data().count;
}
export const useCountOrdersOfFrame = () => useBound(countOrdersOfFrame);
