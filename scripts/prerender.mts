// Prerendering, as a Vite plugin: after the client build, builds web/src/app/prerender.tsx for
// Node (Vite's SSR build), renders every public page as a signed-out visitor first sees it, with
// the catalogue as Firestore has it now, and writes one HTML file per page next to index.html.
// The browser paints that HTML before any script runs; web/src/app/main.tsx then hydrates it and
// every section asks Firestore again. firebase.json serves the files (clean URLs) and sends
// everything else to app.html (the app shell) or not-found.html (the not-found page).
//
// Firestore is read through its REST API: the emulator for builds made for the emulators, the
// project's database for production builds. Where it cannot be reached (an offline build), pages
// are still written, with loading placeholders where the catalogue goes, and the build says so.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDER_DATA_ID } from '../web/src/app/prerender-markers.ts';
import type * as Entry from '../web/src/app/prerender.tsx';

type Page = { url: string; file: string; template?: boolean };

/** Pages served for many URLs: the browser hydrates them on any URL of the same route. */
const TEMPLATES: Page[] = [
  { url: '/custom-package-users/link', file: 'custom-package-users/_link.html', template: true },
  { url: '/not-found', file: 'not-found.html', template: true },
];

export const fileFor = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** index.html with a page in it: its title, description, markup and catalogue answers. */
export function fillTemplate(template: string, page: Page, rendered: Entry.PrerenderedPage) {
  const markers = `data-prerendered="${escapeAttribute(page.url)}" data-route="${escapeAttribute(rendered.route)}"${page.template ? ' data-template' : ''}`;
  const answers = rendered.answers === '{}' ? '' : `<script type="application/json" id="${PRERENDER_DATA_ID}">${rendered.answers}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, `<meta name="description" content="${escapeAttribute(rendered.description)}" />`)
    .replace('<div id="root"></div>', `<div id="root" ${markers}>${rendered.html}</div>${answers}`);
}

/**
 * The only script a page's HTML names: it starts the app (entry and modulepreloads, as Vite wrote
 * them) once the prerendered page has painted its content, so no script competes with the first
 * paint. Clicks made before the app listens are kept for web/src/app/main.tsx to replay. A hidden
 * tab (which does not paint) or a browser without paint timing starts at once.
 */
function bootScript(entry: string, preloads: string[]) {
  return `// Written by scripts/prerender.mts.
const early = [];
const keep = (event) => {
  const target = event.target instanceof Element && event.target.closest('a[href], button, summary, [role="button"]');
  if (!target) return;
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
      const serverDir = join(config.cacheDir, 'prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      const entry: typeof Entry = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
      const template = await withBootScript(outDir, await readFile(join(outDir, 'index.html'), 'utf8'));
      const { pages: urls, problems } = await entry.pagesToPrerender();
      const pages: Page[] = [...urls.map((url) => ({ url, file: fileFor(url) })), ...TEMPLATES];
      for (const page of pages) {
        const rendered = await entry.renderPage(page.url);
        problems.push(...rendered.problems);
        await write(outDir, page.file, fillTemplate(template, page, rendered));
      }
      await write(outDir, 'app.html', template.replace('<div id="root"></div>', `<div id="root">${entry.renderShell()}</div>`));
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
