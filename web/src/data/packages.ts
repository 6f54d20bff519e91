import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { keywordsOf, packageSchema, packageInputSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { catalogueWrites } from './catalogue-admin';
import { useCollection } from './hooks';
import { useOwnerList } from './owner-list';

export const packages = defineCollection(COLLECTIONS.packages, packageSchema);

export const activePackagesQuery = (db: Firestore) => query(packages.ref(db), where('active', '==', true), orderBy('order'));
export const useActivePackages = () => useCollection(activePackagesQuery(useFirestore()));

// The owner's side: every item, paged, filtered and searched as common/admin-lists.ts says.
export const packagesWrites = catalogueWrites(packages, packageInputSchema, keywordsOf.packages);
export const useOwnerPackages = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.packages, packages.ref, params);
