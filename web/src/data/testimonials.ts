import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { testimonialSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const testimonials = defineCollection(COLLECTIONS.testimonials, testimonialSchema);

export const publishedTestimonialsQuery = (db: Firestore) => query(testimonials.ref(db), where('published', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { usePublishedTestimonials } from './catalogue';
