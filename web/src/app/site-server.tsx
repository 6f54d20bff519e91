import { resetServerState } from '@/data/store';
import { siteUrl } from '@/lib/site-url';
import { fillTemplate } from './fill-template';
import { pagesToPrerender, renderPage } from './prerender';
import { sitemapXml } from './sitemap';

// The server entry of the page function (functions/src/site/on-site-request.ts): what Hosting
// sends it — package and post pages no prerendered file matched, and /sitemap.xml — answered with
// the same components and the same HTML template as the prerender, from Firestore as it is now.
// So a package or post published after the deploy is full HTML within the CDN's cache time.
// Built by scripts/prerender.mts into functions/site-renderer/ (it deploys with the functions).

export { setServerReadHeaders } from '@/data/public-read';
export { fillTemplate } from './fill-template';
export { pagesToPrerender, renderPage, renderShell, type PrerenderedPage } from './prerender';

/** The sitemap's address, for robots.txt. */
export const sitemapUrl = `${siteUrl}/sitemap.xml`;

export type SiteResponse = { status: number; headers: Record<string, string>; body: string };

// The CDN keeps an answer five minutes (s-maxage): a change shows within minutes. Browsers ask
// again each time (max-age=0), as for every page: an old page could name scripts a deploy removed.
// firebase.json gives these paths the same header (Hosting's headers apply to function answers too).
const FRESH = 'public, max-age=0, s-maxage=300';
// Firestore could not be read: nothing to keep, the next request tries again.
const UNAVAILABLE: SiteResponse = {
  status: 503,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  body: 'The studio’s catalogue could not be read just now. Please try again in a moment.',
};

// Rendering keeps per-page state in modules (data/store.ts, the page meta): one page at a time.
let queue: Promise<unknown> = Promise.resolve();

/** Answers a request for `path`; requests run one after another. */
export function handleSiteRequest(method: string, path: string, template: string, site = siteUrl): Promise<SiteResponse> {
  const answer = queue.then(() => answerRequest(method, path, template, site));
  queue = answer.catch(() => undefined);
  return answer;
}

async function answerRequest(method: string, path: string, template: string, site: string): Promise<SiteResponse> {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed' };
  }
  if (path === '/sitemap.xml') {
    const { pages, problems } = await pagesToPrerender();
    if (problems.length > 0) return UNAVAILABLE;
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': FRESH },
      body: sitemapXml(pages, site),
    };
  }
  // Fresh answers for every request: the build's prerender shares them between pages, but a warm
  // function instance would otherwise serve a post or package as it first read it.
  resetServerState();
  const rendered = await renderPage(path);
  if (rendered.problems.length > 0) return UNAVAILABLE;
  return {
    status: rendered.notFound ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': FRESH },
    body: fillTemplate(template, { url: path }, rendered, site),
  };
}
