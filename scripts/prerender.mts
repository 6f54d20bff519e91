// Prerendering, as a Vite plugin: after the client build, builds web/src/app/prerender.tsx for
// Node (Vite's SSR build), renders every public page as a signed-out visitor first sees it, with
// the catalogue as Firestore has it now, and writes one HTML file per page next to index.html.
// The browser paints that HTML before any script runs; web/src/app/main.tsx then hydrates it and
// every section asks Firestore again. firebase.json serves the files (clean URLs), sends admin
// addresses to app.html (the app shell), package and post pages it has no file for (newer than the
// build) and /sitemap.xml to the page function (web/src/app/site-server.tsx, built here into the
// functions package), and answers anything else with 404.html (the not-found page, status 404).
//
// Firestore is read through its REST API: the emulator for builds made for the emulators, the
// project's database for production builds. Where it cannot be reached (an offline build), pages
// are still written, with loading placeholders where the catalogue goes, and the build says so.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Entry from '../web/src/app/site-server.tsx';

type Page = { url: string; file: string; template?: boolean };

/** Pages served for many URLs: the browser hydrates them on any URL of the same route. */
const TEMPLATES: Page[] = [
  { url: '/custom-package-users/link', file: 'custom-package-users/_link.html', template: true },
  { url: '/my-galleries/gallery', file: 'my-galleries/_gallery.html', template: true },
  // Hosting answers every address nothing else matches with 404.html, status 404.
  { url: '/not-found', file: '404.html', template: true },
];

/**
 * Where the server entry is built: inside the functions package, so it deploys with the page function.
 * The benches build elsewhere (PRERENDER_RENDERER_DIR), so a bench does not replace the renderer
 * the Functions emulator of a journey run is serving.
 */
const SITE_RENDERER_DIR = process.env.PRERENDER_RENDERER_DIR
  ? resolve(process.env.PRERENDER_RENDERER_DIR)
  : fileURLToPath(new URL('../functions/site-renderer/', import.meta.url));

export const fileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

/**
 * The only script a page's HTML names: it starts the app (entry and modulepreloads, as Vite wrote
 * them) once the prerendered page has painted its content, so no script competes with the first
 * paint. A link stays a plain link until the app takes over (the page it opens is prerendered too),
 * so it works even if the app's script never loads; a button, which does nothing without the app,
 * is kept for web/src/app/main.tsx to replay once the page is live. A hidden tab (which does not
 * paint) or a browser without paint timing starts at once.
 */
function bootScript(entry: string, preloads: string[]) {
  return `// Written by scripts/prerender.mts.
const early = [];
const keep = (event) => {
  const target = event.target instanceof Element && event.target.closest('a[href], button, [role="button"]');
  if (!target || target.matches('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  early.push(target);
};
addEventListener('click', keep, true);
window.takeEarlyClicks = () => {
  removeEventListener('click', keep, true);
  return early.splice(0);
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: ${JSON.stringify(entry)}, crossOrigin: '' }));
};
const painted = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!painted || document.visibilityState === 'hidden') start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
`;
}

/** index.html with the app started by a boot script (see bootScript) instead of directly. */
async function withBootScript(outDir: string, html: string) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html has no module script to start the app from');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const code = bootScript(entry[1], preloads);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await write(outDir, file, code);
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(entry[0], `<script type="module" crossorigin src="/${file}"></script>`);
}

async function write(outDir: string, file: string, html: string) {
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'style-and-story:prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Everything bundled (ssr.noExternal): the functions package installs none of the web's
      // packages, but two. The Firebase SDKs: only signed-in screens load them, never a server
      // render (functions-package.test.ts checks that no chunk a render loads imports them). And
      // jsdom (DOMPurify's DOM in Node, lib/markdown.ts), which reads its own files at run time:
      // a runtime dependency of the functions package.
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/site-server.tsx',
          outDir: SITE_RENDERER_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { external: [/^firebase(\/|$)/, /^@firebase\//, /^reactfire$/, 'jsdom'] },
        },
      });
      await write(SITE_RENDERER_DIR, 'package.json', `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
      const entry: typeof Entry = await import(pathToFileURL(join(SITE_RENDERER_DIR, 'site-server.js')).href);
      const template = await withBootScript(outDir, await readFile(join(outDir, 'index.html'), 'utf8'));
      await write(SITE_RENDERER_DIR, 'template.html', template);
      const { pages: urls, problems } = await entry.pagesToPrerender();
      const pages: Page[] = [...urls.map((url) => ({ url, file: fileFor(url) })), ...TEMPLATES];
      for (const page of pages) {
        const rendered = await entry.renderPage(page.url);
        problems.push(...rendered.problems);
        await write(outDir, page.file, entry.fillTemplate(template, page, rendered));
      }
      await write(outDir, 'app.html', template.replace('<div id="root"></div>', `<div id="root">${entry.renderShell()}</div>`));
      const robots = await readFile(join(outDir, 'robots.txt'), 'utf8');
      await write(outDir, 'robots.txt', `${robots.trimEnd()}\n\nSitemap: ${entry.sitemapUrl}\n`);
      const unique = [...new Set(problems)];
      config.logger.info(`Prerendered ${pages.length} pages and the app shell into ${config.build.outDir}/.`);
      if (unique.length) {
        config.logger.warn(
          `Prerendered without (some) catalogue data — the pages show loading placeholders until Firestore answers:\n  ${unique.slice(0, 3).join('\n  ')}`,
        );
      }
    },
  };
}
