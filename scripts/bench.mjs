#!/usr/bin/env node
// `npm run bench`: prints one table of figures and asserts nothing.
// For every public route (the spec's table, the journal and one post) on the build made for the
// emulators, served as Firebase Hosting serves it (scripts/lib/hosting-server.mjs: firebase.json's
// rewrites, headers and gzip), with the seeded catalogue:
//   - Lighthouse 12, mobile preset, simulated throttling: the four category scores, LCP, TBT, CLS;
//   - JavaScript, gzip: what the page requests before its first contentful paint ("JS@FCP"), and
//     everything a fresh visit loads until the page settles ("JS all");
//   - Firestore documents read on a fresh load (emulator builds count them: web/src/data/read-meter.ts);
//   - LCP as a multiple of a plain static HTML page with the home page's content (its markup as
//     the browser shows it, without any script) served by the same server: the practical limit.
// Lighthouse runs BENCH_RUNS times per route (default 3) and the table shows the median run (by
// performance score), as Lighthouse advises: single runs vary, more so on a shared machine.
// EMULATOR_PORT_OFFSET=N shifts every port (emulators and the site) by N. BENCH_ROUTES=/,/gallery
// measures only those routes (the static page is always measured).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './emulator-env.mjs';
import { hostingConfig, startHostingServer } from './lib/hosting-server.mjs';
import { run } from './lib/proc.mjs';

const WEB = join(ROOT, 'web');
const OUT_DIR = 'dist-e2e';
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const ports = { site: 4173 + offset, auth: 9099 + offset, firestore: 8080 + offset };
const STATIC_FILE = 'bench-static-home.html';
// With clean URLs the server answers the name without ".html" (and redirects the name with it).
const STATIC_PAGE = hostingConfig(`web/${OUT_DIR}`).cleanUrls ? `/${STATIC_FILE.replace(/\.html$/, '')}` : `/${STATIC_FILE}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function benchRoutes() {
  // Runs under tsx, so the route table and the seed come from their one source.
  const { paths, packagePath, blogPostPath, customPackagePath } = await import('@common/paths');
  const { PACKAGES, BLOGS } = await import('./seed/index.ts');
  const all = [
    ...Object.values(paths).filter((path) => !path.includes(':') && !path.startsWith('/admin')),
    paths.adminLogin,
    packagePath(PACKAGES[0].id),
    blogPostPath(BLOGS[0].data.slug),
    customPackagePath('a-link-for-someone'),
    '/this-page-does-not-exist',
  ];
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  return only ? all.filter((route) => only.includes(route)) : all;
}

function buildForEmulators() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  Object.assign(env, {
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FIREBASE_PROJECT_ID: offset ? `demo-style-and-story-${offset}` : 'demo-style-and-story',
  });
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  return run(vite, ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { cwd: WEB, env });
}

const gzipOf = new Map();
function gzipSize(url) {
  const file = new URL(url).pathname;
  if (!gzipOf.has(file)) {
    try {
      gzipOf.set(file, gzipSync(readFileSync(join(WEB, OUT_DIR, file))).length);
    } catch {
      gzipOf.set(file, 0);
    }
  }
  return gzipOf.get(file);
}

/** Reads, scripts and the page's markup, from a fresh browser context per route. */
async function browserFigures(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.route('**/*', (r) => (/^(127\.0\.0\.1|localhost)$/.test(new URL(r.request().url()).hostname) ? r.continue() : r.abort()));
  const page = await context.newPage();
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  // Firestore keeps channels open, so "network idle" may never come: wait for the page, then settle.
  await page.waitForTimeout(3000);
  const { scripts, reads } = await page.evaluate(() => {
    const paintAt = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, beforePaint: entry.startTime < paintAt }));
    return { scripts, reads: window.__firestoreDocsRead ?? 0 };
  });
  const local = scripts.filter((script) => new URL(script.url).origin === baseUrl);
  const sum = (list) => list.reduce((total, script) => total + gzipSize(script.url), 0);
  const figures = { reads, paintJs: sum(local.filter((s) => s.beforePaint)), allJs: sum(local) };
  const html = route === '/' ? await page.content() : undefined;
  await context.close();
  return { ...figures, html };
}

/** The home page as the browser shows it, with every script removed: what no framework can beat. */
function writeStaticPage(html) {
  const plain = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/gi, '');
  writeFileSync(join(WEB, OUT_DIR, STATIC_FILE), plain);
}

/** The median of RUNS Lighthouse runs, by performance score. */
async function medianLighthouse(chromePort, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseFigures(chromePort, url));
  runs.sort((a, b) => a.perf - b.perf || b.lcp - a.lcp);
  return runs[Math.floor((runs.length - 1) / 2)];
}

async function lighthouseFigures(chromePort, url) {
  const { default: lighthouse } = await import('lighthouse');
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits that weigh on a category score and did not pass.
  const weighed = new Set(
    Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  const failing = [...weighed].filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < 0.9);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing,
  };
}

function printTable(rows, staticRow) {
  const kB = (bytes) => (bytes ? `${(bytes / 1024).toFixed(1)}` : '0');
  const columns = [
    ['route', 34, (r) => r.route],
    ['perf', 5, (r) => r.perf],
    ['a11y', 5, (r) => r.a11y],
    ['best', 5, (r) => r.best],
    ['seo', 5, (r) => r.seo],
    ['LCP s', 7, (r) => (r.lcp / 1000).toFixed(2)],
    ['TBT ms', 7, (r) => Math.round(r.tbt)],
    ['CLS', 7, (r) => r.cls.toFixed(3)],
    ['JS@FCP', 8, (r) => kB(r.paintJs)],
    ['JS all', 8, (r) => kB(r.allJs)],
    ['reads', 6, (r) => r.reads],
    ['LCP×', 6, (r) => (r.lcp / staticRow.lcp).toFixed(2)],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[i][1]))).join('');
  console.log(
    `\nSpeed of every public route (Lighthouse 12 mobile, simulated throttling, median of ${RUNS}; JS in gzip kB: before the first contentful paint, and all a fresh visit loads)`,
  );
  console.log(line(columns.map(([name]) => name)));
  for (const row of [...rows, staticRow]) console.log(line(columns.map(([, , cell]) => cell(row))));
  console.log(`LCP× = the route's LCP over the static page's (${STATIC_PAGE}: the home page's markup with no script).`);
  const notes = rows.filter((row) => row.failing.length).map((row) => `  ${row.route}: ${row.failing.join(', ')}`);
  if (notes.length) console.log(`Lighthouse audits that count and scored under 0.9:\n${notes.join('\n')}`);
}

async function inside() {
  const env = { ...process.env, METADATA_SERVER_DETECTION: 'none' };
  if ((await run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'seed.ts')], { cwd: ROOT, env })) !== 0) process.exit(1);
  // Built after seeding: a build that prerenders pages reads the catalogue it shows.
  if ((await buildForEmulators()) !== 0) process.exit(1);
  const routes = await benchRoutes();
  const server = await startHostingServer({ publicDir: `web/${OUT_DIR}`, port: ports.site, emulatorPorts: [ports.auth, ports.firestore] });
  const baseUrl = `http://127.0.0.1:${ports.site}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    const rows = [];
    const home = routes.includes('/') ? undefined : (await browserFigures(browser, baseUrl, '/')).html;
    let homeHtml = home;
    for (const route of routes) {
      const figures = await browserFigures(browser, baseUrl, route);
      homeHtml ??= figures.html;
      rows.push({ route, ...figures, ...(await medianLighthouse(chrome.port, `${baseUrl}${route}`)) });
      console.log(`  measured ${route}`);
    }
    writeStaticPage(homeHtml);
    const staticRow = { route: 'static home page (no JS)', reads: 0, paintJs: 0, allJs: 0 };
    Object.assign(staticRow, await medianLighthouse(chrome.port, `${baseUrl}${STATIC_PAGE}`));
    printTable(rows, staticRow);
  } finally {
    await chrome.kill();
    await browser.close();
    server.close();
  }
}

if (process.argv[2] === '--inside') {
  await inside();
} else {
  const code = await run(
    'node',
    [
      join(ROOT, 'scripts', 'with-emulators.mjs'),
      '--only',
      'auth,firestore',
      '--',
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      join(ROOT, 'scripts', 'bench.mjs'),
      '--inside',
    ],
    { cwd: ROOT },
  );
  process.exit(code);
}
