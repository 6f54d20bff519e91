import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { testimonialSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const testimonials = defineCollection(COLLECTIONS.testimonials, testimonialSchema);

export const publishedTestimonialsQuery = (db: Firestore) => query(testimonials.ref(db), where('published', '==', true), orderBy('order'));
export const usePublishedTestimonials = () => useCollection(publishedTestimonialsQuery(useFirestore()));
