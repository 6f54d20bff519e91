import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { customPackageLinkSchema, customPackageSchema, softCopySchema } from '@common/schemas';
import { defineCollection } from './collection';

// Written by the owner for one customer; the rules let only that customer and the owner read.
export const softCopies = defineCollection(COLLECTIONS.softCopies, softCopySchema);
export const customPackages = defineCollection(COLLECTIONS.customPackages, customPackageSchema);
export const customPackageLinks = defineCollection(COLLECTIONS.customPackageLinks, customPackageLinkSchema);

export const mySoftCopiesQuery = (db: Firestore, uid: string) =>
  query(softCopies.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));
export const myCustomPackageLinksQuery = (db: Firestore, uid: string) =>
  query(customPackageLinks.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));
