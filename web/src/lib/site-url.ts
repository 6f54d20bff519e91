import { firebaseConfig } from '@/firebase/config';

// The site's public address, for what must be absolute: canonical links, Open Graph images,
// structured data, the sitemap. VITE_SITE_URL in web/.env.production (docs/deploy.md); without it,
// the project's default Hosting address, as the functions' SITE_URL falls back to.
export const siteUrl = (import.meta.env.VITE_SITE_URL || `https://${firebaseConfig.projectId}.web.app`).replace(/\/+$/, '');

/** A site path or a web address as an absolute address on this site. */
export const absoluteUrl = (pathOrUrl: string, site = siteUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site}${pathOrUrl}`);
