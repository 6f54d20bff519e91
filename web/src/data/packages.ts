import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, packageSchema, packageInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useOwnerList } from './owner-list';

const packages = defineCollection(COLLECTIONS.packages, packageSchema);

// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActivePackages } from './catalogue';

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const packagesWrites = catalogueWrites(packages, packageInputSchema, keywordsOf.packages);
export const useOwnerPackages = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.packages, packages, params);
