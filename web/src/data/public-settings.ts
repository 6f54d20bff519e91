import { COLLECTIONS } from '@common/collections';
import { STUDIO_SETTINGS_ID } from '@common/schemas/studio';
import { usePublicQuery } from './public-read';
import { mapResult } from './result';

// The studio settings for public pages, on the SDK-free read path (public-read.ts); settings.ts
// has the live read and the owner's save for the admin.
const studioSettingsQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [STUDIO_SETTINGS_ID]]] } as const;
const loadSettingsSchema = () => import('@common/schemas/studio').then((m) => m.studioSettingsSchema);

/** The studio settings; data is null until the owner (or the seed) first saves them. */
export const usePublicStudioSettings = () => mapResult(usePublicQuery(studioSettingsQuery, loadSettingsSchema), (rows) => rows[0] ?? null);
