import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import {
  contractTemplateInputSchema,
  contractTemplateSchema,
  contractTemplateVersionSchema,
  type ContractTemplateVersion,
} from '@common/schemas/contracts';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { rawDocument, useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { parseDocuments } from './result';
import { useServerState, type Source } from './store';

// The owner's contract templates (docs/contracts.md): Markdown with merge fields, every saved text
// kept. A save raises `version` by one and writes versions/{version} with the same text, in one
// transaction (the rules require both together); a template is archived, never deleted.
export const contractTemplates = defineCollection(COLLECTIONS.contractTemplates, contractTemplateSchema);

export const useOwnerContractTemplates = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.contractTemplates, contractTemplates, params);

/** One template, live, for its editor; null when there is none. */
export const useContractTemplate = (id: string) => useLiveDoc(contractTemplates, id);

/** The templates a package or the default may name, by name. */
export const useCurrentContractTemplates = () =>
  useLiveQuery(contractTemplates, { where: [['archived', '==', false]], orderBy: [['name', 'asc']], limit: 200 });

const versionsOf = (db: Firestore, id: string) =>
  collection(db, COLLECTIONS.contractTemplates, id, SUBCOLLECTIONS.contractTemplateVersions);

function versionsSource(db: Firestore, id: string): Source<WithId<ContractTemplateVersion>[]> {
  return {
    key: `contract-template-versions/${id}`,
    listen: (answer, fail) =>
      onSnapshot(
        query(versionsOf(db, id), orderBy('version', 'desc')),
        (snapshot) => answer(parseDocuments(contractTemplateVersionSchema, snapshot.docs.map(rawDocument))),
        fail,
      ),
  };
}

/** Every saved version of a template, newest first, live. */
export function useContractTemplateVersions(id: string) {
  return useServerState(versionsSource(useFirestore(), id));
}

/** An id for a new template, taken once per editor opening (a retried create writes the same one). */
const newContractTemplateId = (db: Firestore) => doc(contractTemplates.rawRef(db)).id;

type Saved = { version: number; changed: boolean };

/** One attempt: the template as read in the transaction, and the write it makes of it. */
function saveOnce(db: Firestore, id: string, name: string, body: string, seen: { version: number }): Promise<Saved> {
  const ref = doc(contractTemplates.rawRef(db), id);
  return runTransaction(db, async (transaction) => {
    const before = (await transaction.get(contractTemplates.doc(db, id))).data();
    seen.version = before?.version ?? 0;
    if (!before) {
      transaction.set(ref, { name, body, version: 1, archived: false, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      transaction.set(doc(versionsOf(db, id), '1'), { name, body, version: 1, savedAt: serverTimestamp() });
      return { version: 1, changed: true };
    }
    if (before.name === name && before.body === body) return { version: before.version, changed: false };
    const version = before.version + 1;
    transaction.update(ref, { name, body, version, updatedAt: serverTimestamp() });
    transaction.set(doc(versionsOf(db, id), String(version)), { name, body, version, savedAt: serverTimestamp() });
    return { version, changed: true };
  });
}

const SAVE_ATTEMPTS = 3;

/**
 * Saves the editor: a new template is created at version 1; an existing one whose name or text
 * changed goes to the next version. Either way versions/{version} keeps that text, in the same
 * transaction. Answers the version saved; a save that changes nothing writes nothing. Two tabs
 * saving at once make two versions, never one number twice: the rules refuse the later of two
 * writes of one number (they judge it against the version the other just wrote, before the
 * transaction could notice), and the save is tried again on the version now stored.
 * @internal Exported for its tests only.
 */
export async function saveContractTemplate(db: Firestore, id: string, input: unknown): Promise<Saved> {
  const { name, body } = contractTemplateInputSchema.parse(input);
  for (let attempt = 1; ; attempt++) {
    const seen = { version: 0 };
    try {
      return await saveOnce(db, id, name, body, seen);
    } catch (error) {
      const refused = (error as { code?: string }).code === 'permission-denied';
      if (!refused || attempt >= SAVE_ATTEMPTS) throw error;
      const stored = (await getDoc(contractTemplates.doc(db, id))).data()?.version ?? 0;
      if (stored <= seen.version) throw error;
    }
  }
}

/** @internal Exported for its tests only. */
export const setContractTemplateArchived = async (db: Firestore, id: string, archived: boolean) => {
  await updateDoc(doc(contractTemplates.rawRef(db), id), { archived, updatedAt: serverTimestamp() });
};

export const useNewContractTemplateId = () => useBound(newContractTemplateId);
export const useSaveContractTemplate = () => useBound(saveContractTemplate);
export const useSetContractTemplateArchived = () => useBound(setContractTemplateArchived);
