#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing.
//  1. bundle sizes of the production build (raw and gzip; what the first page loads)
//  2. Lighthouse scores for key routes, against the emulator build served by `vite preview`
//  3. Firestore documents read per page on a fresh load (counted by the data layer in emulator builds)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './emulator-env.mjs';
import { run, waitForPort } from './lib/proc.mjs';

const WEB = join(ROOT, 'web');
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const ROUTES = ['/', '/gallery', '/pricing', '/frames', '/faq', '/blog', '/ai-help'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function bundleReport() {
  const assets = join(WEB, 'dist', 'assets');
  const html = readFileSync(join(WEB, 'dist', 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
  const rows = readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const body = readFileSync(join(assets, file));
      return { file, raw: statSync(join(assets, file)).size, gzip: gzipSync(body).length, initial: initial.has(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nBundle (web/dist, production)');
  console.log('  file'.padEnd(52) + 'raw'.padStart(12) + 'gzip'.padStart(12) + '  first load');
  for (const row of rows.slice(0, 15)) {
    console.log(`  ${row.file.padEnd(50)}${kb(row.raw).padStart(12)}${kb(row.gzip).padStart(12)}  ${row.initial ? 'yes' : ''}`);
  }
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  const first = rows.filter((row) => row.initial);
  console.log(
    `  ${rows.length} files; all: ${kb(sum(rows, 'gzip'))} gzip; first load (index.html): ${kb(sum(first, 'gzip'))} gzip in ${first.length} files`,
  );
}

async function lighthouseReport(baseUrl) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log('\nLighthouse (mobile, simulated throttling; emulator build via vite preview)');
  console.log(
    '  route'.padEnd(14) +
      'perf'.padStart(6) +
      'a11y'.padStart(6) +
      'best'.padStart(6) +
      'seo'.padStart(6) +
      'LCP'.padStart(9) +
      'TBT'.padStart(8) +
      'CLS'.padStart(7),
  );
  try {
    for (const route of ROUTES) {
      const { lhr } = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => String(Math.round((lhr.categories[id].score ?? 0) * 100)).padStart(6);
      const audit = (id) => lhr.audits[id]?.displayValue ?? '–';
      console.log(
        `  ${route.padEnd(12)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${audit('largest-contentful-paint').padStart(9)}${audit('total-blocking-time').padStart(8)}${audit('cumulative-layout-shift').padStart(7)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}

async function readsReport(baseUrl) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.log('\nFirestore documents read on a fresh load');
  try {
    for (const route of ROUTES) {
      const page = await browser.newPage();
      await page.route('**/*', (r) => (/^(127\.0\.0\.1|localhost)$/.test(new URL(r.request().url()).hostname) ? r.continue() : r.abort()));
      // Firestore keeps a channel open, so "network idle" never comes: wait for the page, then settle.
      await page.goto(`${baseUrl}${route}`);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(2500);
      const reads = await page.evaluate(() => window.__firestoreDocsRead ?? 0);
      console.log(`  ${route.padEnd(12)}${String(reads).padStart(5)} documents`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function inside() {
  const env = { ...process.env, METADATA_SERVER_DETECTION: 'none' };
  if ((await run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'seed.ts')], { cwd: ROOT, env })) !== 0) process.exit(1);
  const port = 4173 + offset;
  const preview = spawn(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', 'dist-e2e', '--port', String(port), '--strictPort'],
    { cwd: WEB, stdio: 'ignore', detached: true },
  );
  try {
    await waitForPort(port);
    const baseUrl = `http://127.0.0.1:${port}`;
    await lighthouseReport(baseUrl);
    await readsReport(baseUrl);
  } finally {
    process.kill(-preview.pid, 'SIGTERM');
  }
}

if (process.argv[2] === '--inside') {
  await inside();
} else {
  if ((await run('npm', ['run', '--silent', 'build', '-w', 'web'], { cwd: ROOT })) !== 0) process.exit(1);
  bundleReport();
  const viteEnv = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(9099 + offset),
    VITE_FIRESTORE_EMULATOR_PORT: String(8080 + offset),
    VITE_FIREBASE_PROJECT_ID: offset ? `demo-style-and-story-${offset}` : 'demo-style-and-story',
  };
  if (
    (await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: WEB,
      env: viteEnv,
    })) !== 0
  )
    process.exit(1);
  const code = await run(
    'node',
    [join(ROOT, 'scripts', 'with-emulators.mjs'), '--only', 'auth,firestore', '--', 'node', join(ROOT, 'scripts', 'bench.mjs'), '--inside'],
    { cwd: ROOT },
  );
  process.exit(code);
}
