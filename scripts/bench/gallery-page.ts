// The customer's gallery page as a phone loads it, for `npm run bench:gallery`: the site built for
// these emulators and served as Hosting serves it (scripts/lib/hosting-server.mjs: rewrites to the
// gallery functions, headers, gzip), Chromium at 375 × 812 signed in as the gallery's customer,
// then a fresh load of the page. Prints what Chromium itself reports: the largest contentful paint
// (PerformanceObserver) and the bytes that crossed the network (CDP Network.loadingFinished's
// encodedDataLength), with no throttling: a local server on a shared machine, not a phone network.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { clientGalleryPath } from '@common/paths';
import { openSignInModal } from '../../web/e2e/support/auth';
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PHONE = { width: 375, height: 812 };
/** The grid's first photos, which the page loads eagerly (client-gallery-view.tsx: priority). */
const EAGER_PHOTOS = 4;
/** A phone's screen density: the srcset picks variants for it. */
const DPR = 2;
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
/** Beside the journeys' 4173/4174 (plus the offset), so a bench and a journey run can share a worktree. */
const PORT = 4175 + offset;

export interface GalleryPageFigures {
  lcpMs: number;
  /** What the LCP element showed: a signed photo address, or the blurred placeholder. */
  lcpUrl: string;
  /** The grid's first photos loaded from their signed addresses (our own mark, not a web vital). */
  firstScreenMs: number;
  requests: number;
  bytes: { total: number; scripts: number; images: number; api: number; other: number };
}

export interface GallerySite {
  baseUrl: string;
  close: () => void;
}

/** Builds the web app for the running emulators into web/dist-bench and serves it; the caller closes it. */
export async function serveSiteForEmulators(): Promise<GallerySite> {
  const env = {
    ...process.env,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: process.env.FIREBASE_AUTH_EMULATOR_HOST!.split(':')[1],
    VITE_FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_HOST!.split(':')[1],
    VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT,
    VITE_SITE_URL: `http://127.0.0.1:${PORT}`,
  };
  const built = await new Promise<number>((resolve) => {
    const vite = spawn('npx', ['vite', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'], {
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
    ['scripts/lib/hosting-server.mjs', '--public', 'web/dist-bench', '--port', String(PORT), '--emulators', ports],
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

/** Signs `email` in once (the emulator-only form), then loads the gallery page fresh and measures it. */
export async function measureGalleryPage(site: GallerySite, galleryId: string, email: string): Promise<GalleryPageFigures> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: DPR });
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
    const signIn = await context.newPage();
    await signIn.goto(`${site.baseUrl}${clientGalleryPath(galleryId)}`);
    // Repeated until the modal opens: a click before the page's script runs does nothing (as in the journeys).
    await openSignInModal(signIn, signIn.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    const form = signIn.getByTestId('emulator-sign-in');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
    const problems: string[] = [];
    signIn.on('pageerror', (error) => problems.push(error.message));
    signIn.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await signIn
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        // What the page showed instead, so a failed run says why.
        await signIn.screenshot({ path: `${ROOT}bench-gallery-failure.png` });
        const shown = (await signIn.locator('body').innerText()).slice(0, 600);
        throw new Error(`no photo listed after sign-in (bench-gallery-failure.png). The page said: ${shown}\n${problems.join('\n')}`, {
          cause: error,
        });
      });

    // A fresh load in the same tab (the session may be kept per tab), with no input: LCP stops at the first input.
    const page = signIn;
    await page.goto('about:blank');
    await page.addInitScript(LCP_OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, string>();
    const bytes = { total: 0, scripts: 0, images: 0, api: 0, other: 0 };
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = event.request.url as string;
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
    const started = Date.now();
    await page.goto(`${site.baseUrl}${clientGalleryPath(galleryId)}`);
    // The first photos of the grid (the ones the page loads eagerly), each from its signed address,
    // not the placeholder (the aria-hidden <img> under each). At 375 px the toolbar and the "Download all" card fill the first screen.
    await page.waitForFunction(
      (count) => {
        const first = [...document.querySelectorAll('main li img:not([aria-hidden])')].slice(0, count) as HTMLImageElement[];
        return first.length > 0 && first.every((img) => img.complete && img.currentSrc.includes('/api/gallery-files/'));
      },
      EAGER_PHOTOS,
      { timeout: 120_000, polling: 100 },
    );
    const firstScreenMs = Date.now() - started;
    // Firestore's listener keeps a request open, so the network never idles: a few quiet seconds instead.
    await page.waitForTimeout(3000);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: { at: number; url: string }[] }).__lcp.at(-1));
    await context.close();
    return {
      lcpMs: lcp?.at ?? Number.NaN,
      lcpUrl: lcp?.url ?? '',
      firstScreenMs,
      requests,
      bytes,
    };
  } finally {
    await browser.close();
  }
}

const KB = 1024;
/** The figures as the bench prints them. */
export function galleryPageLines(count: number, figures: GalleryPageFigures): string[] {
  const kb = (n: number) => `${(n / KB).toFixed(0)} KB`;
  const shown = figures.lcpUrl.startsWith('data:')
    ? 'the blurred placeholder'
    : figures.lcpUrl.includes('/api/gallery-files/')
      ? 'a signed photo'
      : figures.lcpUrl || 'text';
  return [
    `  gallery page at 375 px, DPR ${DPR} (${count} photos, Chromium, no throttling): LCP ${figures.lcpMs.toFixed(0)} ms (${shown}), first ${EAGER_PHOTOS} photos loaded ${figures.firstScreenMs} ms`,
    `    transferred ${kb(figures.bytes.total)} in ${figures.requests} requests: scripts ${kb(figures.bytes.scripts)}, photos ${kb(figures.bytes.images)}, gallery API ${kb(figures.bytes.api)}, other ${kb(figures.bytes.other)}`,
  ];
}
