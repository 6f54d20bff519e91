import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, jobOpeningSchema, jobOpeningInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const jobOpenings = defineCollection(COLLECTIONS.jobOpenings, jobOpeningSchema);

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const jobOpeningsWrites = catalogueWrites(jobOpenings, jobOpeningInputSchema, keywordsOf.jobOpenings);
export const useOwnerJobOpenings = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.jobOpenings, jobOpenings, params);
