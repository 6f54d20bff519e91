import { COLLECTIONS } from '@common/collections';
import { POLICIES_SETTINGS_ID, STUDIO_SETTINGS_ID } from '@common/settings-keys';
import { refreshPublicQuery, usePublicQuery } from './public-read';
import { mapResult } from './result';

// The studio's public settings on the SDK-free read path (public-read.ts): settings/studio for
// every page, settings/policies for the policy pages and the assistant. settings.ts has the
// owner's live read and save.
const studioQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [STUDIO_SETTINGS_ID]]] } as const;
const policiesQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [POLICIES_SETTINGS_ID]]] } as const;
const loadStudioSchema = () => import('@common/schemas/settings').then((m) => m.studioSettingsSchema);
const loadPoliciesSchema = () => import('@common/schemas/settings').then((m) => m.policiesSchema);

/** settings/studio; null until the owner (or the seed) first saves it, or while it loads. */
export function usePublicStudio() {
  return usePublicQuery(studioQuery, loadStudioSchema).data?.[0] ?? null;
}

/** settings/policies; data is null until the owner (or the seed) first saves them. */
export const usePublicPolicies = () => mapResult(usePublicQuery(policiesQuery, loadPoliciesSchema), (rows) => rows[0] ?? null);

/** Asks again for the public settings, after the owner saved them: the admin's own pages follow at once. */
export const refreshPublicSettings = () =>
  Promise.all([refreshPublicQuery(studioQuery, loadStudioSchema), refreshPublicQuery(policiesQuery, loadPoliciesSchema)]).then(
    () => undefined,
  );
