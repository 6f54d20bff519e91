import { unlistedPaths } from '@common/paths';
import { absoluteUrl } from '@/lib/site-url';

// /sitemap.xml (https://www.sitemaps.org/protocol.html): every page a visitor can land on from a
// search, fixed routes, active packages and published posts, as absolute addresses. Served by the
// page function (app/site-server.tsx), so a post published after the deploy is listed at once.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap of `pages` (site paths), leaving out the ones no search should list. */
export function sitemapXml(pages: string[], site: string): string {
  const listed = [...new Set(pages)].filter((path) => !unlistedPaths.includes(path));
  const urls = listed.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, site))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
