import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, frameSchema, frameInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useCollection } from './hooks';
import { useOwnerList } from './owner-list';

export const frames = defineCollection(COLLECTIONS.frames, frameSchema);

export const activeFramesQuery = (db: Firestore) => query(frames.ref(db), where('active', '==', true), orderBy('order'));
export const useActiveFrames = () => useCollection(activeFramesQuery(useFirestore()));

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const framesWrites = catalogueWrites(frames, frameInputSchema, keywordsOf.frames);
export const useOwnerFrames = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.frames, frames.ref, params);
