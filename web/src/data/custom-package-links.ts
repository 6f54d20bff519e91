import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { customPackageLinkSchema } from '@common/schemas';
import { defineCollection } from './collection';
import { listenToDoc, listenToQuery, useLive } from './live';

// Written by the owner for one customer; the rules let only that customer and the owner read.
export const customPackageLinks = defineCollection(COLLECTIONS.customPackageLinks, customPackageLinkSchema);

export const myCustomPackageLinksQuery = (db: Firestore, uid: string) =>
  query(customPackageLinks.ref(db), where('userId', '==', uid), orderBy('createdAt', 'desc'));

export function useOwnCustomPackageLinks(uid: string) {
  return useLive(`customPackageLinks?userId=${uid}`, listenToQuery(myCustomPackageLinksQuery(useFirestore(), uid)));
}
/** The rules refuse someone else's link and a missing one alike: both end as an error or null. */
export function useOwnCustomPackageLink(uid: string, slug: string) {
  return useLive(`${uid}/customPackageLinks/${slug}`, listenToDoc(customPackageLinks.doc(useFirestore(), slug)));
}
