import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { jobOpeningSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const jobOpenings = defineCollection(COLLECTIONS.jobOpenings, jobOpeningSchema);

export const activeJobOpeningsQuery = (db: Firestore) => query(jobOpenings.ref(db), where('active', '==', true), orderBy('order'));
export const useActiveJobOpenings = () => useCollection(activeJobOpeningsQuery(useFirestore()));
