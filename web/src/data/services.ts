import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { serviceSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection } from './hooks';

// Public reads filter on the same flag the rules check, or the rules would refuse the list.
export const services = defineCollection(COLLECTIONS.services, serviceSchema);

export const activeServicesQuery = (db: Firestore) => query(services.ref(db), where('active', '==', true), orderBy('order'));
export const useActiveServices = () => useCollection(activeServicesQuery(useFirestore()));
