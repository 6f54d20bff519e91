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
// performance score), as Lighthouse advises: single runs vary, more so on a shared machine. A
// second table gives every run's main thread: total blocking time, the longest task (Lighthouse's
// long-tasks audit, simulated) and the script that ran it, and the scripts' time before the
// largest contentful paint (scripts/lib/trace-figures.mjs, on the run's own trace).
// Then a customer's client gallery (scripts/bench/gallery-page.ts) at BENCH_GALLERY photos
// (default 26,300; empty for none), signed in, at 375 px: BENCH_RUNS fresh loads, each traced
// (LCP, the first photos, TBT, the longest task, scripts before LCP), and the renderer's memory
// while scrolling to the end. The galleries need the Functions emulator, so the run builds the
// functions first, as the run with photos does.
// The site is built into web/dist-bench-<offset> (not the journeys' web/dist-e2e): two lanes can
// bench and run journeys at once. EMULATOR_PORT_OFFSET=N shifts every port (emulators and the site)
// by N. BENCH_ROUTES=/,/gallery measures only those routes (the static page is always measured).
// `npm run bench -- --photos`: the run with photographs instead (scripts/bench-with-photos.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  OUT_DIR,
  RUNS,
  WEB,
  baseUrl,
  buildForEmulators,
  launchBrowsers,
  medianLighthouse,
  ports,
  runTsx,
  writeStaticPage,
} from './lib/bench-kit.mjs';
import { startHostingServer } from './lib/hosting-server.mjs';
import { run } from './lib/proc.mjs';
import { ROOT } from './emulator-env.mjs';
import { runScriptInEmulators } from './with-emulators.mjs';

const STATIC_FILE = 'bench-static-home.html';
const GALLERY_SIZES = (process.env.BENCH_GALLERY ?? '26,300').split(',').filter(Boolean).map(Number);
/** The client galleries' customer: the same account for the gallery documents and the browser's emulator sign-in. */
const GALLERY_CUSTOMER = 'bench.gallery@example.com';

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

function printTable(rows, staticRow, staticPage) {
  const kB = (bytes) => (bytes ? `${(bytes / 1024).toFixed(1)}` : '0');
  // A page Lighthouse refused to score has a dash, not a zero.
  const scored = (row, value, digits) => (row.refused ? '—' : digits === undefined ? value : value.toFixed(digits));
  const columns = [
    ['route', 34, (r) => r.route],
    ['perf', 5, (r) => scored(r, r.perf)],
    ['a11y', 5, (r) => scored(r, r.a11y)],
    ['best', 5, (r) => scored(r, r.best)],
    ['seo', 5, (r) => scored(r, r.seo)],
    ['LCP s', 7, (r) => scored(r, r.lcp / 1000, 2)],
    ['TBT ms', 7, (r) => scored(r, r.tbt, 0)],
    ['CLS', 7, (r) => scored(r, r.cls, 3)],
    ['JS@FCP', 8, (r) => kB(r.paintJs)],
    ['JS all', 8, (r) => kB(r.allJs)],
    ['reads', 6, (r) => r.reads],
    ['LCP×', 6, (r) => scored(r, r.lcp / staticRow.lcp, 2)],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[i][1]))).join('');
  console.log(
    `\nSpeed of every public route (Lighthouse 12 mobile, simulated throttling, median of ${RUNS}; JS in gzip kB: before the first contentful paint, and all a fresh visit loads)`,
  );
  console.log(line(columns.map(([name]) => name)));
  for (const row of [...rows, staticRow]) console.log(line(columns.map(([, , cell]) => cell(row))));
  console.log(`LCP× = the route's LCP over the static page's (${staticPage}: the home page's markup with no script).`);
  printMainThread(rows);
  const notes = rows.filter((row) => row.failing.length).map((row) => `  ${row.route}: ${row.failing.join(', ')}`);
  if (notes.length) console.log(`Lighthouse audits that count and scored under 0.9:\n${notes.join('\n')}`);
  const refused = rows.filter((row) => row.refused).map((row) => `  ${row.route}: ${row.refused}`);
  if (refused.length) console.log(`Not scored by Lighthouse (its JS and reads above are measured):\n${refused.join('\n')}`);
}

/** Every Lighthouse run's main thread, route by route: the median run alone hides how much they differ. */
function printMainThread(rows) {
  const runs = (row, cell) => (row.runs ? row.runs.map(cell).join(' / ') : '—');
  console.log(`\nMain thread of each Lighthouse run (ms, simulated 4× CPU): TBT | longest task (what ran it) | scripts before LCP`);
  const width = Math.max(34, ...rows.map((row) => row.route.length + 2));
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}${runs(row, (r) => r.tbt.toFixed(0)).padEnd(16)}| ` +
        `${runs(row, (r) => `${r.longest.ms.toFixed(0)} (${r.longest.what || 'none'})`).padEnd(58)}| ${runs(row, (r) => r.scriptBeforeLcp.toFixed(0))}`,
    );
  }
  console.log(
    'Longest task: the long-tasks audit names the script whose code ran in it ("the page": the HTML, its parsing, style and layout). ' +
      "Scripts before LCP: their time on the main thread before the largest paint, in the run's own (unthrottled) trace, times the simulated slowdown.",
  );
}

/** Each client gallery of GALLERY_SIZES photos, written into the emulators, then its page measured. */
async function benchGalleries(browsers) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { emulatorGoogleSub } = await import('@common/emulator-accounts');
  const { idTokenFor } = await import('../functions/test/integration/support/media.ts');
  const { emulatorBucket, seedBenchGallery } = await import('./bench/client-gallery.ts');
  const { galleryPageLines, measureGalleryPage } = await import('./bench/gallery-page.ts');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'bench-galleries');
  try {
    const deps = { db: getFirestore(app), store: emulatorBucket(process.env.GCLOUD_PROJECT) };
    const token = await idTokenFor(GALLERY_CUSTOMER, emulatorGoogleSub(GALLERY_CUSTOMER));
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;
    const lines = [];
    let first;
    for (const count of GALLERY_SIZES) {
      const galleryId = `bench-${count}-photos`;
      console.log(`  writing the client gallery of ${count} photos…`);
      await seedBenchGallery(deps, { galleryId, userId, count, copyOf: first });
      first ??= galleryId;
      // A first visit wakes the Functions emulator's gallery functions (a worker per concurrent
      // request), as production's would be warm: not measured.
      await measureGalleryPage({ baseUrl, close: () => {} }, galleryId, GALLERY_CUSTOMER, 1, browsers.browser);
      lines.push(
        ...galleryPageLines(
          count,
          await measureGalleryPage({ baseUrl, close: () => {} }, galleryId, GALLERY_CUSTOMER, RUNS, browsers.browser),
        ),
      );
      console.log(`  measured the client gallery of ${count} photos`);
    }
    console.log(`\nA customer's client gallery (scripts/bench/gallery-page.ts; ms unless said)`);
    for (const line of lines) console.log(line);
  } finally {
    await deleteApp(app);
  }
}

async function inside() {
  if ((await runTsx('seed.ts')) !== 0) process.exit(1);
  // Built after seeding: a build that prerenders pages reads the catalogue it shows.
  if ((await buildForEmulators()) !== 0) process.exit(1);
  const routes = await benchRoutes();
  const server = await startHostingServer({ publicDir: `web/${OUT_DIR}`, port: ports.site, emulatorPorts: [ports.auth, ports.firestore] });
  const browsers = await launchBrowsers();
  try {
    const rows = [];
    let homeHtml = routes.includes('/') ? undefined : (await browserFigures(browsers.browser, baseUrl, '/')).html;
    for (const route of routes) {
      const figures = await browserFigures(browsers.browser, baseUrl, route);
      homeHtml ??= figures.html;
      rows.push({ route, ...figures, ...(await medianLighthouse(browsers.chromePort, `${baseUrl}${route}`)) });
      console.log(`  measured ${route}`);
    }
    const staticPage = writeStaticPage(homeHtml, STATIC_FILE);
    const staticRow = { route: 'static home page (no JS)', reads: 0, paintJs: 0, allJs: 0 };
    Object.assign(staticRow, await medianLighthouse(browsers.chromePort, `${baseUrl}${staticPage}`));
    printTable(rows, staticRow, staticPage);
    if (GALLERY_SIZES.length) await benchGalleries(browsers);
  } finally {
    await browsers.close();
    server.close();
  }
}

if (process.argv[2] === '--inside') {
  await inside();
} else if (process.argv.includes('--photos')) {
  const { benchWithPhotos } = await import('./bench-with-photos.mjs');
  process.exit(await benchWithPhotos());
} else {
  // The client galleries' functions run in the Functions emulator, from the functions' build.
  if (GALLERY_SIZES.length && (await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: ROOT })) !== 0) process.exit(1);
  const emulators = GALLERY_SIZES.length ? 'auth,firestore,functions' : 'auth,firestore';
  process.exit(await runScriptInEmulators(emulators, 'bench.mjs', { args: ['--inside'] }));
}
