import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import {
  DEFAULT_STUDIO_SETTINGS,
  STUDIO_SETTINGS_ID,
  studioSettingsInputSchema,
  type StudioSettingsInput,
} from '../../../common/schemas/studio';
import type { Logger } from './logger';

/** The owner's payment details and address (settings/studio), or the defaults when unset or unreadable. */
export async function readStudioSettings(db: Firestore, logger: Logger): Promise<StudioSettingsInput> {
  try {
    const snapshot = await db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get();
    const parsed = studioSettingsInputSchema.safeParse(snapshot.data());
    if (parsed.success) return parsed.data;
    if (snapshot.exists) logger.warn('Studio settings are invalid: using the defaults', { issues: parsed.error.issues.length });
  } catch (error) {
    logger.warn('Studio settings could not be read: using the defaults', { error: String(error) });
  }
  return DEFAULT_STUDIO_SETTINGS;
}
