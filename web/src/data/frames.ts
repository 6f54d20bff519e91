import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { frameSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const frames = defineCollection(COLLECTIONS.frames, frameSchema);

export const activeFramesQuery = (db: Firestore) => query(frames.ref(db), where('active', '==', true), orderBy('order'));
export const useActiveFrames = () => useCollection(activeFramesQuery(useFirestore()));
