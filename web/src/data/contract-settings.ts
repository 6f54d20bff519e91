import { doc, runTransaction, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { CONTRACTS_OFF, CONTRACTS_SETTINGS_ID, contractSettingsSchema, type ContractSettings } from '@common/schemas/contracts';
import { useBound } from './bind';
import { liveDocSource } from './live';
import { mapResult, type Result } from './result';
import { useServerState } from './store';

// settings/contracts (docs/contracts.md): contracts on or off, how long a signature holds the day,
// the default template. Never saved (or unreadable) reads as CONTRACTS_OFF: the site as before.

export type ContractSettingsValues = Omit<ContractSettings, 'updatedAt'>;

const settingsRef = (db: Firestore) => doc(db, COLLECTIONS.settings, CONTRACTS_SETTINGS_ID);

/** The contract settings, live; CONTRACTS_OFF until the owner saves them. */
export function useContractSettings(): Result<ContractSettingsValues & { updatedAt: Date | null }> {
  const db = useFirestore();
  const live = useServerState(liveDocSource(`settings/${CONTRACTS_SETTINGS_ID}`, settingsRef(db), contractSettingsSchema));
  return mapResult(live, (saved) => (saved ? saved : { ...CONTRACTS_OFF, updatedAt: null }));
}

const fields = ({ enabled, holdHours, defaultTemplateId }: ContractSettingsValues) => ({ enabled, holdHours, defaultTemplateId });

/**
 * Saves the whole document (the rules take its full shape), stamped with the server's time.
 * @internal Exported for its tests only.
 */
export async function saveContractSettings(db: Firestore, input: ContractSettingsValues) {
  const valid = contractSettingsSchema.omit({ updatedAt: true }).parse(fields(input));
  await setDoc(settingsRef(db), { ...valid, updatedAt: serverTimestamp() });
}

/**
 * Makes a template the default: the other settings are kept as they are stored (read in the same
 * transaction, so a save from Settings at the same moment is not undone).
 * @internal Exported for its tests only.
 */
export async function makeDefaultContractTemplate(db: Firestore, templateId: string) {
  await runTransaction(db, async (transaction) => {
    const stored = contractSettingsSchema.safeParse((await transaction.get(settingsRef(db))).data());
    const current = stored.success ? fields(stored.data) : CONTRACTS_OFF;
    transaction.set(settingsRef(db), { ...current, defaultTemplateId: templateId, updatedAt: serverTimestamp() });
  });
}

export const useSaveContractSettings = () => useBound(saveContractSettings);
export const useMakeDefaultContractTemplate = () => useBound(makeDefaultContractTemplate);
