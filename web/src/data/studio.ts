import { COLLECTIONS } from '@common/collections';
import { POLICIES_SETTINGS_ID, STUDIO_SETTINGS_ID } from '@common/settings-keys';
import { refresh, usePublicQuery } from './public-read';

// The studio's public settings on the SDK-free read path (public-read.ts): settings/studio for
// every page, settings/policies for the policy pages and the assistant. settings.ts has the
// owner's live read and save.
const studioQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [STUDIO_SETTINGS_ID]]] } as const;
const policiesQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [POLICIES_SETTINGS_ID]]] } as const;
const loadStudioSchema = () => import('@common/schemas/settings').then((m) => m.studioSettingsSchema);
const loadPoliciesSchema = () => import('@common/schemas/settings').then((m) => m.policiesSchema);

/** settings/studio; null until the owner (or the seed) first saves it, or while it loads. */
export function usePublicStudio() {
  const answer = usePublicQuery(studioQuery, loadStudioSchema);
  return answer.status === 'success' ? (answer.data[0] ?? null) : null;
}

/** settings/policies; data is null until the owner (or the seed) first saves them. */
export function usePublicPolicies() {
  const answer = usePublicQuery(policiesQuery, loadPoliciesSchema);
  return answer.status === 'success' ? { status: answer.status, data: answer.data[0] ?? null } : answer;
}

/** Asks again for the public settings, after the owner saved them: the admin's own pages follow at once. */
export const refreshPublicSettings = () =>
  Promise.all([refresh(studioQuery, loadStudioSchema), refresh(policiesQuery, loadPoliciesSchema)]).then(() => undefined);
