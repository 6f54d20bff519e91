import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, serviceSchema, serviceInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

// Public reads filter on the same flag the rules check, or the rules would refuse the list.
const services = defineCollection(COLLECTIONS.services, serviceSchema);

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const servicesWrites = catalogueWrites(services, serviceInputSchema, keywordsOf.services);
export const useOwnerServices = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.services, services, params);
