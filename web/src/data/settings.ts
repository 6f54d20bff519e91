import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { STUDIO_SETTINGS_ID, studioSettingsInputSchema, studioSettingsSchema } from '@common/schemas';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveDoc } from './live';

// The one owner-editable document with what customers are told about paying (public read).
const settings = defineCollection(COLLECTIONS.settings, studioSettingsSchema);

/** The studio settings, live; null until the owner (or the seed) first saves them. */
export const useStudioSettings = () => useLiveDoc(settings, STUDIO_SETTINGS_ID);

async function saveStudioSettings(db: Firestore, input: unknown) {
  const valid = studioSettingsInputSchema.parse(input);
  await setDoc(doc(settings.rawRef(db), STUDIO_SETTINGS_ID), { ...valid, updatedAt: serverTimestamp() });
}
export const useSaveStudioSettings = () => useBound(saveStudioSettings);
