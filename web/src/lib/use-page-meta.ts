import { useEffect } from 'react';
import { withArea } from '@common/area-served';
import { applyHead, type PageHead } from './page-head';
import { siteUrl } from './site-url';
import { localBusiness, type reviewRating, type StructuredData } from './structured-data';
import { useStudio } from './studio-context';

/** "Page — Studio", or the studio's name and tagline for the home page (without settings: what there is). */
function pageTitle(title: string, studio: { name: string; tagline: string } | null): string {
  const home = [studio?.name, studio?.tagline].filter(Boolean).join(' — ');
  return title ? [title, studio?.name].filter(Boolean).join(' — ') : home;
}

/**
 * What prerendering (and the page function) write into a page's HTML: its title, description and
 * head tags as the page asked for them, and whether it turned out to be a not-found page.
 */
export const prerenderedMeta: { title: string; description: string; head: Omit<PageHead, 'path'> | null; notFound: boolean } = {
  title: '',
  description: '',
  head: null,
  notFound: false,
};

type PageMetaOptions = {
  /** The page's own image for link previews (a site path or web address). */
  image?: string;
  /** JSON-LD describing what the page shows (lib/structured-data.ts). */
  structuredData?: StructuredData[];
  /** Adds the studio as a LocalBusiness (from settings/studio). */
  studioBusiness?: boolean;
  /** The stars of the studio's published reviews, for the LocalBusiness's aggregateRating. */
  rating?: ReturnType<typeof reviewRating>;
  /** The page is a not-found answer: status 404 from the servers, never indexed. */
  notFound?: boolean;
};

/**
 * Sets the document title ("Page — Style & Story"), meta description and the head tags for search
 * engines and link previews (lib/page-head.ts) for a route. `{studio}` in the description stands
 * for the studio's name; a `[[ in {area}]]` phrase names the area it serves, or goes when it names none.
 */
export function usePageMeta(title: string, describe: string, options: PageMetaOptions = {}) {
  const studio = useStudio();
  const full = pageTitle(title, studio);
  const description = withArea(describe.replaceAll('{studio}', studio?.name ?? 'the studio'), studio?.areaServed);
  const structuredData = [
    ...(options.studioBusiness && studio ? [localBusiness(studio, siteUrl, options.rating ?? null)] : []),
    ...(options.structuredData ?? []),
  ];
  // A page without its own image is previewed with the home page's photograph, when there is one.
  const image = options.image ?? studio?.heroImage?.src;
  const head = { title: full, description, image, structuredData, noindex: options.notFound };
  if (import.meta.env.SSR) Object.assign(prerenderedMeta, { title: full, description, head, notFound: Boolean(options.notFound) });
  // The head as a string: a new array on every render must not mean new tags on every render.
  const headKey = JSON.stringify(head);
  useEffect(() => {
    document.title = full;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    applyHead(document, { ...(JSON.parse(headKey) as Omit<PageHead, 'path'>), path: window.location.pathname });
  }, [full, description, headKey]);
}
