import { COLLECTIONS } from '@common/collections';
import { customPackageSchema } from '@common/schemas';
import { defineCollection } from './collection';

// Designed by the owner for one client; only the owner reads them (customers see a link's snapshot).
export const customPackages = defineCollection(COLLECTIONS.customPackages, customPackageSchema);
