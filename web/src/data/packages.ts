import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { packageSchema } from '@common/schemas';
import { defineCollection } from './collection';

export const packages = defineCollection(COLLECTIONS.packages, packageSchema);

export const activePackagesQuery = (db: Firestore) => query(packages.ref(db), where('active', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActivePackages } from './catalogue';
