import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, testimonialSchema, testimonialInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const testimonials = defineCollection(COLLECTIONS.testimonials, testimonialSchema);

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const testimonialsWrites = catalogueWrites(testimonials, testimonialInputSchema, keywordsOf.testimonials);
export const useOwnerTestimonials = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.testimonials, testimonials, params);
