import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { frameSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const frames = defineCollection(COLLECTIONS.frames, frameSchema);

export const activeFramesQuery = (db: Firestore) => query(frames.ref(db), where('active', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActiveFrames } from './catalogue';
