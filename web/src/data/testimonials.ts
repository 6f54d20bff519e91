import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, testimonialSchema, testimonialInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

export const testimonials = defineCollection(COLLECTIONS.testimonials, testimonialSchema);

export const publishedTestimonialsQuery = (db: Firestore) => query(testimonials.ref(db), where('published', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { usePublishedTestimonials } from './catalogue';

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const testimonialsWrites = catalogueWrites(testimonials, testimonialInputSchema, keywordsOf.testimonials);
export const useOwnerTestimonials = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.testimonials, testimonials.ref, params);
