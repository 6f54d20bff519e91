// `npm run bench -- --photos`: the run with photographs (issue 17). Prints one table, asserts nothing.
// The seeded site with the seed photographs put through the upload pipeline (scripts/seed-photos.ts:
// the functions' own code, into the local bucket), built for the emulators and served as Hosting
// would, /media/** through the Functions emulator. For Home, /gallery, a package page and a post:
//   - Lighthouse 12 mobile (median of BENCH_RUNS): performance, LCP, CLS, and the LCP element;
//   - LCP against the SAME page saved as static HTML (its rendered DOM without scripts, the same
//     images, the same server): "LCP×";
//   - the image bytes a first load fetches at a 375 px phone width (2× screen), without scrolling;
// then the bytes of every photo's variants against its original. BENCH_ROUTES=/gallery measures
// only those of the four.
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import * as kit from './lib/bench-kit.mjs';
import { startHostingServer } from './lib/hosting-server.mjs';
import { restorePhotoSnapshot, savePhotoSnapshot } from './lib/photo-snapshot.mjs';
import { run } from './lib/proc.mjs';
import { runScriptInEmulators } from './with-emulators.mjs';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Lighthouse's mobile screen: the static copy is the page as that screen renders it.
const LIGHTHOUSE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function photoRoutes() {
  const { paths, packagePath, blogPostPath } = await import('@common/paths');
  const { PACKAGES, BLOGS } = await import('./seed/index.ts');
  const all = [paths.home, paths.gallery, packagePath(PACKAGES[0].id), blogPostPath(BLOGS[0].data.slug)];
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  return only ? all.filter((route) => only.includes(route)) : all;
}

/** Loads a page and waits until its eager photos have arrived (lazy ones below the fold stay unloaded). */
async function openSettled(context, route, timeout = 60_000) {
  const page = await context.newPage();
  await page.goto(`${kit.baseUrl}${route}`, { waitUntil: 'load', timeout });
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(3000);
  return page;
}

/** Bytes of the images a first visit at 375 px fetches (network only: placeholders are data: URIs in the page). */
async function firstLoadImageBytes(browser, route, timeout) {
  const context = await browser.newContext(PHONE);
  const sizes = [];
  context.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:'))
      sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  const page = await openSettled(context, route, timeout);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const count = sizes.length;
  await page.close();
  await context.close();
  return { imageBytes: bytes, images: count };
}

/** The route's rendered DOM, without scripts, saved beside the build: its static twin. */
async function staticTwin(browser, route, index) {
  const context = await browser.newContext(LIGHTHOUSE_SCREEN);
  const page = await openSettled(context, route);
  const html = await page.content();
  await context.close();
  return kit.writeStaticPage(html, `bench-static-photos-${index}.html`);
}

async function variantsAgainstOriginals(db) {
  const docs = (await db.collection('media').get()).docs.map((doc) => doc.data());
  const byFormat = {};
  for (const media of docs) for (const v of media.variants) byFormat[v.format] = (byFormat[v.format] ?? 0) + v.bytes;
  const original = docs.reduce((sum, media) => sum + media.bytes, 0);
  return { photos: docs.length, original, byFormat };
}

/** The seed, then the seed photos: restored from the last run's snapshot when the bucket still holds them, else made. */
async function seedWithPhotos(db) {
  if ((await kit.runTsx('seed.ts')) !== 0) return false;
  const { defaultLocalBucketDir } = await import('../functions/src/lib/storage/object-store-for-env.ts');
  const bucketDir = process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, process.env.GCLOUD_PROJECT);
  if (await restorePhotoSnapshot(db, bucketDir)) {
    console.log(`Seed photos: restored from ${bucketDir} (delete that folder to make them again).`);
    return true;
  }
  if ((await kit.runTsx('seed-photos.ts')) !== 0) return false;
  await savePhotoSnapshot(db, bucketDir);
  return true;
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

function printTables(rows, variants) {
  const columns = [
    ['route', 30, (r) => r.route],
    ['perf', 5, (r) => r.perf],
    ['LCP s', 7, (r) => (r.lcp / 1000).toFixed(2)],
    ['static', 7, (r) => (r.staticLcp / 1000).toFixed(2)],
    ['LCP×', 6, (r) => (r.lcp / r.staticLcp).toFixed(2)],
    ['CLS', 7, (r) => r.cls.toFixed(3)],
    ['img kB@375', 11, (r) => kB(r.imageBytes)],
    ['imgs', 5, (r) => r.images],
    ['a11y', 5, (r) => r.a11y],
    ['best', 5, (r) => r.best],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[i][1]))).join('');
  console.log(`\nPages with uploaded photos (Lighthouse 12 mobile, simulated throttling, median of ${kit.RUNS})`);
  console.log(line(columns.map(([name]) => name)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
  console.log('static = the same page saved as HTML without scripts (same images, same server); LCP× = LCP / static.');
  console.log('img kB@375 = image bytes fetched by a first load at 375 px (2× screen), before any scroll.');
  for (const row of rows) console.log(`  LCP element of ${row.route}: ${row.lcpElement ?? '?'}`);
  const notes = rows.filter((row) => row.failing.length).map((row) => `  ${row.route}: ${row.failing.join(', ')}`);
  if (notes.length) console.log(`Lighthouse audits that count and scored under 0.9:\n${notes.join('\n')}`);
  const all = Object.values(variants.byFormat).reduce((sum, bytes) => sum + bytes, 0);
  const formats = Object.entries(variants.byFormat).map(([format, bytes]) => `${format} ${kB(bytes)} kB`);
  console.log(
    `\nVariants of the ${variants.photos} library photos: originals ${kB(variants.original)} kB, variants ${kB(all)} kB ` +
      `(${formats.join(', ')}), ${(all / variants.original).toFixed(2)} × the originals.`,
  );
}

async function inside() {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'bench-with-photos');
  const db = getFirestore(app);
  if (!(await seedWithPhotos(db))) process.exit(1);
  // Built after the photos: the prerendered pages carry their srcsets and placeholders.
  if ((await kit.buildForEmulators()) !== 0) process.exit(1);
  const routes = await photoRoutes();
  const server = await startHostingServer({
    publicDir: `web/${kit.OUT_DIR}`,
    port: kit.ports.site,
    emulatorPorts: [kit.ports.auth, kit.ports.firestore],
  });
  const browsers = await kit.launchBrowsers();
  try {
    // A first visit of each page wakes the Functions emulator's media function (its workers start
    // on demand, one per concurrent request), as production's CDN would be warm for a visitor.
    for (const route of routes) await firstLoadImageBytes(browsers.browser, route, 180_000);
    const rows = [];
    for (const [index, route] of routes.entries()) {
      const staticPage = await staticTwin(browsers.browser, route, index);
      const row = { route, ...(await firstLoadImageBytes(browsers.browser, route)) };
      Object.assign(row, await kit.medianLighthouse(browsers.chromePort, `${kit.baseUrl}${route}`));
      row.staticLcp = (await kit.medianLighthouse(browsers.chromePort, `${kit.baseUrl}${staticPage}`)).lcp;
      rows.push(row);
      console.log(`  measured ${route}`);
    }
    printTables(rows, await variantsAgainstOriginals(db));
  } finally {
    await browsers.close();
    server.close();
    await deleteApp(app);
  }
}

/** Builds the functions (the emulator runs lib/), then runs this script inside auth, Firestore and Functions. */
export async function benchWithPhotos() {
  if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: join(ROOT) })) !== 0) return 1;
  return runScriptInEmulators('auth,firestore,functions', 'bench-with-photos.mjs', { args: ['--inside'] });
}

if (process.argv[2] === '--inside') await inside();
