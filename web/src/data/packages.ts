import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { packageSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

export const packages = defineCollection(COLLECTIONS.packages, packageSchema);

export const activePackagesQuery = (db: Firestore) => query(packages.ref(db), where('active', '==', true), orderBy('order'));
export const useActivePackages = () => useCollection(activePackagesQuery(useFirestore()));
