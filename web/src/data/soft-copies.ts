import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { softCopySchema } from '@common/schemas';
import { defineCollection } from './collection';
import { listenToQuery, useLive } from './live';

// Written by the owner for one customer; the rules let only that customer and the owner read.
export const softCopies = defineCollection(COLLECTIONS.softCopies, softCopySchema);

export const mySoftCopiesQuery = (db: Firestore, uid: string) =>
  query(softCopies.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));

export function useOwnSoftCopies(uid: string) {
  return useLive(`softCopies?userId=${uid}`, listenToQuery(mySoftCopiesQuery(useFirestore(), uid)));
}
