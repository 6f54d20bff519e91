import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from '../../../scripts/lib/chromium.mjs';

const gapiStandIn = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');

// The contexts still open, so a failed journey can say what its pages showed (failure-pages.ts).
const openContexts = new Set<BrowserContext>();

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

let browser: Promise<Browser> | undefined;

/**
 * The journeys' one Chromium, launched by the first file that asks. The files run one after another
 * in one process (vitest.config.ts) and every test opens contexts of its own, so a launch per file
 * bought nothing but its time; Playwright closes the browser when the process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM,
    // Only this machine is reached (CHROME_FLAGS).
    args: ['--headless', ...CHROME_FLAGS],
  });
  return browser;
}

/** Closes what a file left open (a failed journey skips its own closing): the next file starts with no pages. */
export async function closeOpenContexts() {
  await Promise.all([...openContexts].map((context) => context.close()));
}

/**
 * A fresh context. With `googleSignIn`, Google's api.js (which Firebase Auth's popup and redirect
 * sign-in load) is the offline stand-in; only contexts that sign in through Google need it.
 */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: { userAgent?: string; googleSignIn?: boolean } = {},
): Promise<BrowserContext> {
  const { googleSignIn, ...contextOptions } = options;
  const context = await browser.newContext({ viewport, ...contextOptions });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  if (googleSignIn) {
    // The SDK adds a query (onload=…) to the address.
    const isGoogleApi = (url: URL) => url.hostname === 'apis.google.com' && url.pathname === '/js/api.js';
    await context.route(isGoogleApi, (route) => route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }));
  }
  return context;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An unknown address answers 404 on purpose (seo.e2e.ts checks the status), and the browser logs
    // its own document's status as an error. Any other resource's 404 still counts.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    // A resource that failed is named (the browser's message does not say which one).
    const resource = /^Failed to load resource/.test(message.text()) ? ` (${message.location().url})` : '';
    errors.push(`${message.text()}${resource}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** One line per open page: its address, its alerts and open dialogs, and the start of its main text. */
export async function openPagesSummary(): Promise<string[]> {
  const pages = [...openContexts].flatMap((context) => context.pages());
  return Promise.all(
    pages.map(async (page) => {
      const shown = await page
        .evaluate(() => {
          const text = (element: Element | null) => (element as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
          const all = (selector: string) => [...document.querySelectorAll(selector)].map(text).filter(Boolean);
          return [
            ...all('[role="alert"]').map((alert) => `alert: ${alert}`),
            ...all('[role="dialog"] h2').map((title) => `dialog: ${title}`),
            `main: ${text(document.querySelector('main')).slice(0, 300)}`,
          ].join(' | ');
        })
        .catch((error: unknown) => `unreadable (${String(error).split('\n')[0]})`);
      return `${new URL(page.url()).pathname}${new URL(page.url()).search} — ${shown}`.slice(0, 600);
    }),
  );
}
