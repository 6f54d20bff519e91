import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { serviceSchema } from '@common/schemas';
import { defineCollection } from './collection';

// Public reads filter on the same flag the rules check, or the rules would refuse the list.
export const services = defineCollection(COLLECTIONS.services, serviceSchema);

export const activeServicesQuery = (db: Firestore) => query(services.ref(db), where('active', '==', true), orderBy('order'));
// The public read hook (no Firebase SDK on public pages): see catalogue.ts.
export { useActiveServices } from './catalogue';
