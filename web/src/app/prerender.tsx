import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { activePackages, publishedBlogs } from '@/data/catalogue';
import { sessionTypesQuery } from '@/data/session-slots';
import { runPublicQuery } from '@/data/public-read';
import { fetchRequested, startPage, usedAnswers } from '@/data/store';
import { prerenderedMeta } from '@/lib/use-page-meta';
import { App } from './app';
import { blogPostPath, packagePath, paths, sessionTypePath } from '@common/paths';
import { AppRoutes, leafPattern, preloadRoute } from './routes';

// The server entry of the prerender (scripts/prerender.mts builds it with Vite's SSR build and
// runs it after the client build). It renders each page as a signed-out visitor sees it before
// Auth answers, with the catalogue as Firestore has it at build time.

export type PrerenderedPage = {
  /** The HTML inside #root. */
  html: string;
  title: string;
  description: string;
  /** JSON of the catalogue answers the page showed (data/store.ts). */
  answers: string;
  /** The route pattern it matched: the browser hydrates only when it matches the same one. */
  route: string;
  /** Its head tags (lib/page-head.ts), as the page asked for them. */
  head: typeof prerenderedMeta.head;
  /** The page is a not-found answer (an unknown address, package or post). */
  notFound: boolean;
  problems: string[];
};

async function renderOnce(url: string) {
  // An unlimited chunk size keeps every Suspense boundary inline: React would otherwise outline
  // large ones behind inline scripts, which the content security policy refuses.
  const { prelude } = await prerender(<App router={<StaticRouter location={url}>{<AppRoutes />}</StaticRouter>} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/** Renders `url`, fetching what it asks Firestore for and rendering again until it asks nothing new. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  startPage();
  Object.assign(prerenderedMeta, { title: '', description: '', head: null, notFound: false });
  await preloadRoute(url);
  const problems: string[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const html = await renderOnce(url);
    const { asked, errors } = await fetchRequested();
    problems.push(...errors.map((error) => error.message));
    if (asked === 0) return { html, ...prerenderedMeta, answers: usedAnswers(), route: leafPattern(url), problems };
  }
  throw new Error(`${url} still asked for new data after five renders`);
}

/** The shell for pages that are not prerendered (admin, new posts): the loading screen. */
export const renderShell = () => renderToString(<LoadingScreen />);

/** Every page to prerender (and list in the sitemap): the fixed routes, then one per active package and published post. */
export async function pagesToPrerender(): Promise<{ pages: string[]; problems: string[] }> {
  const fixed = Object.values(paths).filter((path) => !path.includes(':') && path !== paths.admin);
  const problems: string[] = [];
  const list = async <T,>(source: { query: Parameters<typeof runPublicQuery<T>>[0]; schema: Parameters<typeof runPublicQuery<T>>[1] }) =>
    runPublicQuery(source.query, source.schema).then(
      (answer) => answer.data,
      (error: Error) => {
        problems.push(error.message);
        return [];
      },
    );
  const [packages, posts, sessionTypes] = await Promise.all([list(activePackages), list(publishedBlogs), list(sessionTypesQuery)]);
  return {
    pages: [
      ...fixed,
      ...packages.map((pkg) => packagePath(pkg.id)),
      ...posts.map((post) => blogPostPath(post.slug)),
      ...sessionTypes.filter((type) => type.active).map((type) => sessionTypePath(type.id)),
    ],
    problems,
  };
}
