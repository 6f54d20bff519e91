import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, faqSchema, faqInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const faqs = defineCollection(COLLECTIONS.faqs, faqSchema);

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const faqsWrites = catalogueWrites(faqs, faqInputSchema, keywordsOf.faqs);
export const useOwnerFaqs = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.faqs, faqs, params);
