import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import {
  GALLERY_EXTENSION_OFF,
  GALLERY_EXTENSION_SETTINGS_ID,
  galleryExtensionSettingsSchema,
  type GalleryExtensionSettings,
} from '@common/schemas/gallery-extension';
import { useBound } from './bind';
import { liveDocSource } from './live';
import { mapResult, type Result } from './result';
import { useServerState } from './store';

// settings/galleryExtension (issue 38, docs/galleries.md "Extensions"): whether a customer can buy
// more days of a gallery's closed downloads, the price and the days. Public: the gallery page shows
// the offer from it (the checkout function prices it from the same document). Never saved (or
// unreadable) reads as GALLERY_EXTENSION_OFF: no offer.

export type GalleryExtensionValues = Omit<GalleryExtensionSettings, 'updatedAt'>;

const settingsRef = (db: Firestore) => doc(db, COLLECTIONS.settings, GALLERY_EXTENSION_SETTINGS_ID);

/** The extension settings, live; GALLERY_EXTENSION_OFF until the owner saves them. */
export function useGalleryExtensionSettings(): Result<GalleryExtensionValues & { updatedAt: Date | null }> {
  const db = useFirestore();
  const live = useServerState(liveDocSource(`settings/${GALLERY_EXTENSION_SETTINGS_ID}`, settingsRef(db), galleryExtensionSettingsSchema));
  return mapResult(live, (saved) => (saved ? saved : { ...GALLERY_EXTENSION_OFF, updatedAt: null }));
}

/** Saves the whole document (the rules take its exact shape), stamped with the server's time. */
async function saveGalleryExtensionSettings(db: Firestore, { enabled, price, days }: GalleryExtensionValues) {
  const valid = galleryExtensionSettingsSchema.omit({ updatedAt: true }).parse({ enabled, price, days });
  await setDoc(settingsRef(db), { ...valid, updatedAt: serverTimestamp() });
}

export const useSaveGalleryExtensionSettings = () => useBound(saveGalleryExtensionSettings);
