import type { StructuredData } from './structured-data';
import { absoluteUrl, siteUrl } from './site-url';

// What a page adds to <head> for search engines and link previews: the canonical address, Open
// Graph and Twitter cards (with the page's image, absolute) and its JSON-LD. Prerendering and the
// page function write these tags into the HTML (headHtml); in the browser, usePageMeta replaces them
// on every client-side navigation (applyHead), so the head always describes the page on screen.

export type PageHead = {
  title: string;
  description: string;
  /** The page's path (no query): its canonical address. */
  path: string;
  /** A site path or web address; the studio's drawing otherwise (usePageMeta passes the home page's photograph). */
  image?: string;
  structuredData?: StructuredData[];
  /** Not a page to index or list (a not-found answer). */
  noindex?: boolean;
};

type Tag = { name: 'link' | 'meta' | 'script'; attributes: Record<string, string>; text?: string };

/**
 * The mark on every tag this module wrote, so the next page's tags replace them.
 * @internal Exported for its tests only.
 */
export const HEAD_MARK = 'data-page-head';
const DEFAULT_SHARE_IMAGE = '/images/hero/hero.svg';

// "</script" inside JSON-LD would end the script element early: escape every "<".
const jsonForScript = (data: StructuredData) => JSON.stringify(data).replace(/</g, '\\u003c');

/** @internal Exported for its tests only. */
export function headTags(head: PageHead, site = siteUrl): Tag[] {
  const url = absoluteUrl(head.path, site);
  const image = absoluteUrl(head.image ?? DEFAULT_SHARE_IMAGE, site);
  const meta = (key: 'name' | 'property', value: string, content: string): Tag => ({
    name: 'meta',
    attributes: { [key]: value, content },
  });
  return [
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : [{ name: 'link' as const, attributes: { rel: 'canonical', href: url } }]),
    meta('property', 'og:type', head.structuredData?.some((data) => data['@type'] === 'BlogPosting') ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.structuredData ?? []).map((data): Tag => ({
      name: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonForScript(data),
    })),
  ];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, for a prerendered or server-rendered page's <head>. */
export const headHtml = (head: PageHead, site = siteUrl) =>
  headTags(head, site)
    .map(({ name, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [HEAD_MARK]: '' })
        .map(([key, value]) => (value === '' ? key : `${key}="${escapeAttribute(value)}"`))
        .join(' ');
      return name === 'script' ? `<script ${attrs}>${text}</script>` : `<${name} ${attrs} />`;
    })
    .join('\n    ');

/** Replaces the page's head tags in the browser. */
export function applyHead(document: Document, head: PageHead, site = siteUrl) {
  document.head.querySelectorAll(`[${HEAD_MARK}]`).forEach((element) => element.remove());
  for (const { name, attributes, text } of headTags(head, site)) {
    const element = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    element.setAttribute(HEAD_MARK, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
