import { doc, runTransaction, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { customPackageInputSchema, customPackageSchema, ownerSharedKeywords } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveQuery } from './live';
import { useOwnerList } from './owner-list';

// Designed by the owner for one client; only the owner reads them (customers see a link's snapshot).
// Archived, never deleted (the rules allow no delete).
export const customPackages = defineCollection(COLLECTIONS.customPackages, customPackageSchema);

export const useOwnerCustomPackages = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.customPackages, customPackages, params);

/** An id for a new package, taken once per form opening. */
const newCustomPackageId = (db: Firestore) => doc(customPackages.rawRef(db)).id;

/**
 * Creates or updates the package. A retried create (the first one went through, its answer was
 * lost) becomes an update, so createdAt and archived stay as the first write set them.
 * @internal Exported for its tests only.
 */
export async function saveCustomPackage(db: Firestore, id: string, input: unknown) {
  const valid = customPackageInputSchema.parse(input);
  const fields = { ...valid, keywords: ownerSharedKeywords.customPackages(valid) };
  await runTransaction(db, async (transaction) => {
    const ref = doc(customPackages.rawRef(db), id);
    if ((await transaction.get(ref)).exists()) transaction.update(ref, fields);
    else transaction.set(ref, { ...fields, archived: false, createdAt: serverTimestamp() });
  });
}

const setCustomPackageArchived = (db: Firestore, id: string, archived: boolean) =>
  updateDoc(doc(customPackages.rawRef(db), id), { archived });

/** The packages the owner can send, by name (Send Custom Package). */
export const useCurrentCustomPackages = () =>
  useLiveQuery(customPackages, { where: [['archived', '==', false]], orderBy: [['name', 'asc']], limit: 200 });

export const useNewCustomPackageId = () => useBound(newCustomPackageId);
export const useSaveCustomPackage = () => useBound(saveCustomPackage);
export const useSetCustomPackageArchived = () => useBound(setCustomPackageArchived);
