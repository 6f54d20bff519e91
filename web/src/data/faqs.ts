import { orderBy, query, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { faqSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const faqs = defineCollection(COLLECTIONS.faqs, faqSchema);

export const faqsQuery = (db: Firestore) => query(faqs.ref(db), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useFaqs } from './catalogue';
