import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { customPackageLinkSchema, customPackageSchema, softCopySchema } from '@common/schemas';
import { defineCollection } from './collection';
import { useCollection, useDocument } from './hooks';

// Written by the owner for one customer; the rules let only that customer and the owner read.
export const softCopies = defineCollection(COLLECTIONS.softCopies, softCopySchema);
export const customPackages = defineCollection(COLLECTIONS.customPackages, customPackageSchema);
export const customPackageLinks = defineCollection(COLLECTIONS.customPackageLinks, customPackageLinkSchema);

export const mySoftCopiesQuery = (db: Firestore, uid: string) =>
  query(softCopies.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));
export const myCustomPackageLinksQuery = (db: Firestore, uid: string) =>
  query(customPackageLinks.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));

export const useMySoftCopies = (uid: string) => useCollection(mySoftCopiesQuery(useFirestore(), uid));
export const useMyCustomPackageLinks = (uid: string) => useCollection(myCustomPackageLinksQuery(useFirestore(), uid));
export const useCustomPackageLink = (slug: string) => useDocument(customPackageLinks.doc(useFirestore(), slug));
