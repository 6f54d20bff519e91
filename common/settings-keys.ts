// The settings documents' ids and the social networks, without zod: the public pages' first load
// (footer, data/studio.ts) needs these, and the schemas load later with the first answer.

export const STUDIO_SETTINGS_ID = 'studio';
export const POLICIES_SETTINGS_ID = 'policies';
export const PAYMENT_SETTINGS_ID = 'payment';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'pinterest', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
