// The customer's gallery page as a phone loads it, for `npm run bench` and `npm run bench:gallery`:
// the site built for these emulators and served as Hosting serves it (scripts/lib/hosting-server.mjs:
// rewrites to the gallery functions, headers, gzip), Chromium at 375 × 812 signed in as the
// gallery's customer, then fresh loads of the page, each traced, and a scroll to the end of the
// grid. Prints what Chromium itself reports: the largest contentful paint (PerformanceObserver),
// the bytes that crossed the network (CDP Network.loadingFinished's encodedDataLength), the main
// thread (scripts/lib/trace-figures.mjs) and the renderer's resident memory (/proc), with no
// throttling: a local server on a shared machine, not a phone network.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { clientGalleryPath } from '@common/paths';
import { openSignInModal } from '../../web/e2e/support/auth';
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium.mjs';
import { watchFirestoreChannel } from './firestore-channel';
import { startTrace, type TraceFigures } from '../lib/trace-figures.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PHONE = { width: 375, height: 812 };
/** The grid's first photos, which the page loads eagerly (gallery-tile.tsx: priority). */
const EAGER_PHOTOS = 4;
/** A phone's screen density: the srcset picks variants for it. */
const DPR = 2;
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
/** Beside the journeys' 4173/4174 (plus the offset), so a bench and a journey run can share a worktree. */
const PORT = 4175 + offset;

/** One fresh load of the gallery page. */
export interface GalleryLoadFigures {
  lcpMs: number;
  /** What the LCP element showed: a signed photo address, or the blurred placeholder. */
  lcpUrl: string;
  /** The grid's first photos loaded from their signed addresses (our own mark, not a web vital). */
  firstScreenMs: number;
  requests: number;
  bytes: { total: number; scripts: number; images: number; api: number; other: number };
  /** Main-thread figures of the load's trace (scripts/lib/trace-figures.mjs). */
  trace: TraceFigures;
  /** Listen messages the Firestore emulator never delivered (firestore-channel.ts): such a load measures the emulator, not the page. */
  lostByEmulator: number;
}

/** The renderer's memory while the customer scrolls from the top of the grid to its end. */
export interface ScrollFigures {
  /**
   * Resident memory of the page's renderer process (MB): after the load, its peak while scrolling,
   * at the end, and at the end once Chrome is told memory is short (it then drops the decoded
   * images and raster tiles it keeps as discardable caches: what is left is what the page holds).
   * Top and end are read after a full garbage collection.
   */
  rssMb: { top: number; peak: number; end: number; underPressure: number };
  /** The page's JavaScript heap in use (MB) and its DOM nodes, at the top and at the end. */
  heapMb: { top: number; end: number };
  domNodes: { top: number; end: number };
  /** Photos whose file arrived on the way down, of all in the grid. */
  photosLoaded: number;
  photosListed: number;
}

export interface GalleryPageFigures {
  loads: GalleryLoadFigures[];
  scroll: ScrollFigures;
}

export interface GallerySite {
  baseUrl: string;
  close: () => void;
}

/** The build's folder and its page renderer's, per port offset (gitignored), so two lanes' benches and journeys do not share one. */
const OUT_DIR = `dist-bench-gallery-${offset}`;

/** Builds the web app for the running emulators into web/dist-bench-gallery-<offset> and serves it; the caller closes it. */
export async function serveSiteForEmulators(): Promise<GallerySite> {
  const env = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: process.env.FIREBASE_AUTH_EMULATOR_HOST!.split(':')[1],
    VITE_FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_HOST!.split(':')[1],
    VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT,
    VITE_SITE_URL: `http://127.0.0.1:${PORT}`,
    PRERENDER_RENDERER_DIR: `${ROOT}web/${OUT_DIR}-renderer`,
  };
  const built = await new Promise<number>((resolve) => {
    const vite = spawn('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: `${ROOT}web`,
      env,
      stdio: 'inherit',
    });
    vite.on('exit', (code) => resolve(code ?? 1));
  });
  if (built !== 0) throw new Error(`building the site for the emulators failed (vite build exit ${built})`);
  const ports = [process.env.FIREBASE_AUTH_EMULATOR_HOST!, process.env.FIRESTORE_EMULATOR_HOST!]
    .map((host) => host.split(':')[1])
    .join(',');
  const server: ChildProcess = spawn(
    'node',
    ['scripts/lib/hosting-server.mjs', '--public', `web/${OUT_DIR}`, '--port', String(PORT), '--emulators', ports],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${PORT}`;
  for (let waited = 0; ; waited += 250) {
    if (
      await fetch(baseUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 30_000) throw new Error(`the site server did not answer on ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, close: () => server.kill('SIGTERM') };
}

const LCP_OBSERVER = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push({ at: entry.startTime, url: entry.url || entry.element?.currentSrc || '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Resident memory of a process (MB), from /proc: the renderer's images, layers and heap together. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/**
 * Signs `email` in once (the emulator-only form), then loads the gallery page fresh `runs` times
 * in that tab, each traced, and finally scrolls the last load to the end of the grid. In `shared`
 * (a browser the caller closes) when given, else in a browser of its own.
 */
export async function measureGalleryPage(
  site: GallerySite,
  galleryId: string,
  email: string,
  runs = 1,
  shared?: Browser,
): Promise<GalleryPageFigures> {
  const browser: Browser = shared ?? (await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] }));
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: DPR });
  try {
    const page = await context.newPage();
    const signInCdp = await context.newCDPSession(page);
    await signInCdp.send('Network.enable');
    const signInChannel = watchFirestoreChannel(signInCdp);
    await page.goto(`${site.baseUrl}${clientGalleryPath(galleryId)}`);
    // Repeated until the modal opens: a click before the page's script runs does nothing (as in the journeys).
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    const form = page.getByTestId('emulator-sign-in');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const listed = () => page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await listed()
      .catch(async (error: unknown) => {
        // The emulator's lost channel start (firestore-channel.ts) on the first load: once more, signed in.
        if (!signInChannel.lostAtStart()) throw error;
        console.warn(
          `  the sign-in load: the Firestore emulator lost the Listen channel's first ${signInChannel.lostAtStart()} messages; loading again`,
        );
        await page.reload();
        await listed();
      })
      .catch(async (error: unknown) => {
        // What the page showed instead, so a failed run says why.
        await page.screenshot({ path: `${ROOT}bench-gallery-failure.png` });
        const shown = (await page.locator('body').innerText()).slice(0, 600);
        const channel = signInChannel.lines().join('\n  ');
        throw new Error(
          `no photo listed after sign-in (bench-gallery-failure.png). The page said: ${shown}\n${problems.join('\n')}\nFirestore's channel:\n  ${channel}`,
          {
            cause: error,
          },
        );
      });
    await signInCdp.detach();
    await page.addInitScript(LCP_OBSERVER);
    const loads: GalleryLoadFigures[] = [];
    let rendererPid = 0;
    // A load the emulator's transport broke is listed, and another measured in its place (at most `runs` more).
    const measured = () => loads.filter((load) => !load.lostByEmulator).length;
    while (measured() < runs && loads.length < 2 * runs) {
      // A fresh load in the same tab (the session may be kept per tab), with no input: LCP stops at the first input.
      await page.goto('about:blank');
      const { figures, pid } = await tracedLoad(page, `${site.baseUrl}${clientGalleryPath(galleryId)}`);
      loads.push(figures);
      rendererPid = pid;
    }
    return { loads, scroll: await scrollToTheEnd(page, rendererPid) };
  } finally {
    await context.close();
    if (!shared) await browser.close();
  }
}

async function tracedLoad(page: Page, url: string): Promise<{ figures: GalleryLoadFigures; pid: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Every load fetches the app's scripts again, as a couple's first visit does (not the cached repeat view).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, string>();
  const bytes = { total: 0, scripts: 0, images: 0, api: 0, other: 0 };
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = event.request.url;
    kinds.set(
      event.requestId,
      url.startsWith('data:')
        ? 'data'
        : url.includes('/api/gallery-files/') // the photos' signed addresses are under /api/ too
          ? 'images'
          : url.includes('/api/')
            ? 'api'
            : event.type === 'Image'
              ? 'images'
              : event.type === 'Script'
                ? 'scripts'
                : 'other',
    );
  });
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'other';
    if (kind === 'data') return;
    requests += 1;
    bytes.total += event.encodedDataLength;
    bytes[kind as keyof typeof bytes] += event.encodedDataLength;
  });
  // What a stalled load was waiting for: requests still open, the page's errors, Firestore's channel.
  const open = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => open.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => open.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId));
  const channel = watchFirestoreChannel(cdp);
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(error.message);
  const onConsole = (message: ConsoleMessage) => message.type() === 'error' && problems.push(message.text());
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const trace = await startTrace(page);
  const started = Date.now();
  await page.goto(url);
  // The first photos of the grid (the ones the page loads eagerly), each from its signed address,
  // not the placeholder (the aria-hidden <img> under each). At 375 px the toolbar and the "Download all" card fill the first screen.
  const firstScreenMs = await page
    .waitForFunction(
      (count) => {
        const first = [...document.querySelectorAll('main li img:not([aria-hidden])')].slice(0, count) as HTMLImageElement[];
        return first.length > 0 && first.every((img) => img.complete && img.currentSrc.includes('/api/gallery-files/'));
      },
      EAGER_PHOTOS,
      { timeout: 60_000, polling: 100 },
    )
    .then(
      () => Date.now() - started,
      // A photo the Functions emulator never answered (it starts a worker per concurrent request):
      // the load is kept without this figure, and what the page showed is said.
      async () => {
        await page.screenshot({ path: `${ROOT}bench-gallery-stalled.png` });
        console.warn(`  requests still open: ${[...open.values()].map((address) => address.split('?')[0]).join(', ') || 'none'}`);
        if (problems.length) console.warn(`  the page's errors: ${problems.join(' | ')}`);
        console.warn(`  Firestore's channel (bench-gallery-stalled.png shows the page):\n    ${channel.lines().join('\n    ')}`);
        const shown = await page.evaluate((count) => {
          const first = [...document.querySelectorAll('main li img:not([aria-hidden])')].slice(0, count) as HTMLImageElement[];
          const photos = first.map((img) => `${img.complete ? 'complete' : 'loading'} ${img.currentSrc.split('?')[0].slice(-60)}`);
          return photos.length
            ? photos.join('; ')
            : `no photo listed; the page said: ${document.querySelector('main')?.textContent?.slice(0, 200)}`;
        }, EAGER_PHOTOS);
        console.warn(`  the first ${EAGER_PHOTOS} photos had not all arrived after 60 s: ${shown}`);
        return Number.NaN;
      },
    );
  // Firestore's listener keeps a request open, so the network never idles: a few quiet seconds instead.
  await page.waitForTimeout(3000);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { at: number; url: string }[] }).__lcp.at(-1));
  const traced = await trace.stop();
  page.off('pageerror', onError);
  page.off('console', onConsole);
  await cdp.detach();
  return {
    figures: {
      lcpMs: lcp?.at ?? Number.NaN,
      lcpUrl: lcp?.url ?? '',
      firstScreenMs,
      requests,
      bytes,
      trace: traced,
      lostByEmulator: Number.isNaN(firstScreenMs) ? channel.lostAtStart() : 0,
    },
    pid: traced.rendererPid,
  };
}

/** Scrolls a screen at a time to the end of the grid, as a thumb would, sampling the renderer's memory. */
async function scrollToTheEnd(page: Page, pid: number): Promise<ScrollFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / (1024 * 1024);
  };
  // Every photo file seen arrived on the way down (a far photo may show its placeholder again by the end).
  const seen = new Set<string>();
  const look = async () => {
    const { loaded, listed } = await page.evaluate(() => {
      const photos = [...document.querySelectorAll('main li img:not([aria-hidden])')] as HTMLImageElement[];
      const signed = photos.filter((img) => img.complete && img.currentSrc.includes('/api/gallery-files/'));
      return { loaded: signed.map((img) => img.currentSrc.split('?')[0]), listed: photos.length };
    });
    for (const photo of loaded) seen.add(photo.replace(/\/[^/]+$/, ''));
    return listed;
  };
  const nodes = async () => (await cdp.send('Memory.getDOMCounters')).nodes;
  // Each figure after a full garbage collection: the documents of the loads before this one, still
  // in the same renderer, are otherwise counted until the collector happens to run.
  const settled = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(500);
    return { rss: residentMb(pid), heap: await heapMb(), nodes: await nodes() };
  };
  const top = await settled();
  let peak = top.rss;
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    peak = Math.max(peak, residentMb(pid));
    await look();
    if (atEnd) break;
  }
  // The last screen's photos arrive, then the figures.
  await page.waitForTimeout(2000);
  const end = await settled();
  const listed = await look();
  await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
  await page.waitForTimeout(1500);
  const underPressure = residentMb(pid);
  await cdp.detach();
  return {
    rssMb: { top: top.rss, peak: Math.max(peak, end.rss), end: end.rss, underPressure },
    heapMb: { top: top.heap, end: end.heap },
    domNodes: { top: top.nodes, end: end.nodes },
    photosLoaded: seen.size,
    photosListed: listed,
  };
}

const KB = 1024;
const shown = (url: string) =>
  url.startsWith('data:') ? 'placeholder' : url.includes('/api/gallery-files/') ? 'photo' : url ? url.split('/').pop()! : 'text';

/** The figures as the bench prints them. */
export function galleryPageLines(count: number, figures: GalleryPageFigures): string[] {
  const kb = (n: number) => `${(n / KB).toFixed(0)} KB`;
  const ms = (n: number) => n.toFixed(0).padStart(6);
  const lost = figures.loads.filter((load) => load.lostByEmulator).length;
  const lines = [
    `  gallery page at 375 px, DPR ${DPR} (${count} photos, Chromium, no throttling), ${figures.loads.length - lost} fresh loads after signing in` +
      `${lost ? ` (and ${lost} the emulator's transport lost)` : ''}:`,
    `    load   LCP ms  (what)       first ${EAGER_PHOTOS} ms  TBT ms  longest ms (what)        JS<LCP ms`,
  ];
  figures.loads.forEach((load, i) => {
    const { trace } = load;
    // Its figures would be a broken page's (the prompt or the placeholders): said, not counted.
    if (load.lostByEmulator) {
      lines.push(
        `    ${String(i + 1).padEnd(4)}not the page's: the Firestore emulator lost the Listen channel's first ${load.lostByEmulator} messages (docs/speed.md); another load measured`,
      );
      return;
    }
    if (Number.isNaN(load.firstScreenMs)) {
      lines.push(`    ${String(i + 1).padEnd(4)}no figures: the grid's first ${EAGER_PHOTOS} photos had not arrived after 60 s`);
      return;
    }
    lines.push(
      `    ${String(i + 1).padEnd(4)}${ms(load.lcpMs)}  ${`(${shown(load.lcpUrl)})`.padEnd(13)}${ms(load.firstScreenMs).padStart(10)}  ${ms(trace.tbtMs)}  ${ms(trace.longestMs)} ${`(${trace.longestWhat})`.padEnd(17)}${ms(trace.scriptBeforeLcpMs)}`,
    );
  });
  const first = figures.loads.find((load) => !load.lostByEmulator) ?? figures.loads[0];
  const { rssMb, heapMb, domNodes } = figures.scroll;
  lines.push(
    `    transferred (load ${figures.loads.indexOf(first) + 1}) ${kb(first.bytes.total)} in ${first.requests} requests: scripts ${kb(first.bytes.scripts)}, photos ${kb(first.bytes.images)}, gallery API ${kb(first.bytes.api)}, other ${kb(first.bytes.other)}`,
    `    scrolled to the end: renderer memory ${rssMb.top.toFixed(0)} MB at the top, ${rssMb.peak.toFixed(0)} MB at most, ${rssMb.end.toFixed(0)} MB at the end, ` +
      `${rssMb.underPressure.toFixed(0)} MB once told memory is short; JS heap ${heapMb.top.toFixed(1)} → ${heapMb.end.toFixed(1)} MB; ` +
      `DOM nodes ${domNodes.top} → ${domNodes.end}; ${figures.scroll.photosLoaded} of ${figures.scroll.photosListed} photos arrived on the way`,
  );
  return lines;
}
