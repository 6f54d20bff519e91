import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { jobOpeningSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const jobOpenings = defineCollection(COLLECTIONS.jobOpenings, jobOpeningSchema);

export const activeJobOpeningsQuery = (db: Firestore) => query(jobOpenings.ref(db), where('active', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActiveJobOpenings } from './catalogue';
