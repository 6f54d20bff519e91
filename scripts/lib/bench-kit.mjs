// What `npm run bench` and its run with photographs share: the build made for the emulators,
// Lighthouse (median of BENCH_RUNS runs), a page's static copy, and the browsers.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulator-env.mjs';
import { CHROME_FLAGS, CHROMIUM } from './chromium.mjs';
import { hostingConfig } from './hosting-server.mjs';
import { run } from './proc.mjs';
import { scriptName, traceFigures } from './trace-figures.mjs';

export const WEB = join(ROOT, 'web');
export const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
/**
 * The bench's own build, one folder per port offset (gitignored): the journeys serve web/dist-e2e
 * and another lane's bench may be serving its own while this one builds.
 */
export const OUT_DIR = `dist-bench-${offset}`;
/** The page renderer that build makes, beside it (not functions/site-renderer, which a journey run's Functions emulator serves). */
export const RENDERER_DIR = join(WEB, `dist-bench-${offset}-renderer`);
export const ports = { site: 4173 + offset, auth: 9099 + offset, firestore: 8080 + offset };
export const baseUrl = `http://127.0.0.1:${ports.site}`;
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export function buildForEmulators() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  Object.assign(env, {
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FIREBASE_PROJECT_ID: offset ? `demo-style-and-story-${offset}` : 'demo-style-and-story',
    PRERENDER_RENDERER_DIR: RENDERER_DIR,
  });
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  return run(vite, ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { cwd: WEB, env });
}

/** Runs a script under tsx (TypeScript, the @common alias) with the emulators' environment; resolves to its exit code. */
export function runTsx(script) {
  const env = { ...process.env, METADATA_SERVER_DETECTION: 'none' };
  return run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', script)], { cwd: ROOT, env });
}

/**
 * Writes a page as the browser shows it with every script removed, served by the same server: what
 * no framework can beat. Resolves to the address that serves it (clean URLs drop ".html").
 */
export function writeStaticPage(html, file) {
  const plain = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/gi, '');
  writeFileSync(join(WEB, OUT_DIR, file), plain);
  return hostingConfig(`web/${OUT_DIR}`).cleanUrls ? `/${file.replace(/\.html$/, '')}` : `/${file}`;
}

/** The median of RUNS Lighthouse runs, by performance score, with every run's main-thread figures in `runs`. */
export async function medianLighthouse(chromePort, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseFigures(chromePort, url));
  if (runs.some((run) => run.refused)) return runs.find((run) => run.refused);
  const inOrder = runs.map(({ tbt, longest, scriptBeforeLcp }) => ({ tbt, longest, scriptBeforeLcp }));
  runs.sort((a, b) => a.perf - b.perf || b.lcp - a.lcp);
  return { ...runs[Math.floor((runs.length - 1) / 2)], runs: inOrder };
}

/** What Lighthouse's long-tasks audit names a task by: a script (its name without the build's hash) or the page itself. */
function taskSource(taskUrl, pageUrl) {
  if (!taskUrl || taskUrl === 'Unattributable') return 'unattributed';
  if (taskUrl === pageUrl) return 'the page';
  return scriptName(taskUrl);
}

async function lighthouseFigures(chromePort, url) {
  const { default: lighthouse } = await import('lighthouse');
  const { lhr, artifacts } = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // Lighthouse scores no page it could not load (an unknown address answers 404 on purpose): the
  // row then says why instead of showing zeros.
  if (lhr.runtimeError) return { refused: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, failing: [] };
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits that weigh on a category score and did not pass.
  const weighed = new Set(
    Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  const failing = [...weighed].filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < 0.9);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  // The longest task as Lighthouse's long-tasks audit simulates it (its first row: they come longest first).
  const [task] = lhr.audits['long-tasks']?.details?.items ?? [];
  // Scripts run before the largest paint, from the run's own trace (observed, unthrottled), scaled
  // by the simulated CPU slowdown as Lighthouse's bootup-time audit scales script time.
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const observed = traceFigures(artifacts.Trace.traceEvents);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    longest: task ? { ms: task.duration, what: taskSource(task.url, lhr.finalDisplayedUrl) } : { ms: 0, what: '' },
    scriptBeforeLcp: observed.scriptBeforeLcpMs * slowdown,
    failing,
    lcpElement,
  };
}

/** Playwright's Chromium for page figures and a chrome-launcher one for Lighthouse; `close` ends both. */
export async function launchBrowsers() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  return {
    browser,
    chromePort: chrome.port,
    close: async () => {
      await chrome.kill();
      await browser.close();
    },
  };
}
