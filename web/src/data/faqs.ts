import { orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { faqSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const faqs = defineCollection(COLLECTIONS.faqs, faqSchema);

export const faqsQuery = (db: Firestore) => query(faqs.ref(db), orderBy('order'));
export const useFaqs = () => useCollection(faqsQuery(useFirestore()));
