import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostingServer } from '../../scripts/lib/hosting-server.mjs';
import { paths } from '@common/paths';
import { DESKTOP, sharedBrowser, MOBILE, newContext } from './support/browser';
import { productionPort } from './support/ports';
import { publicRoutes } from './support/routes';
import { seedCatalogue } from './support/seed';
import { firestoreFromEmulator, uploadSeedPhotos } from './support/uploaded-photos';

// The production build (web/dist: the real Firebase endpoints, no emulator) under the exact
// headers of firebase.json, with the policy a deploy makes for its web config (web/.env.stand-in:
// a custom authDomain, scripts/lib/content-security-policy.mjs). Offline, Google's endpoints are answered here: Firestore with an
// empty catalogue, everything else refused. Only the policy's verdicts matter to this test.
const site = `http://127.0.0.1:${productionPort}`;
let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startHostingServer({ publicDir: 'web/dist', port: productionPort, webMode: 'stand-in' });
  browser = await sharedBrowser();
});
afterAll(async () => {
  server?.close();
});

async function openWatched(route: string, viewport = MOBILE, prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await newContext(browser, viewport, { googleSignIn: true });
  await context.route('https://firestore.googleapis.com/**', (request) =>
    request.fulfill({ status: 200, contentType: 'application/json', body: '[]', headers: { 'access-control-allow-origin': '*' } }),
  );
  await prepare?.(context);
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${site}${route}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(800);
  return { page, violations, close: () => context.close() };
}

describe('the content security policy of firebase.json, on the production build', () => {
  it('is enforced: an injected inline script is refused and reported', async () => {
    const { page, violations, close } = await openWatched(paths.home);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await page.waitForTimeout(200);
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    await close();
    expect(violations.some((text) => text.startsWith('script-src'))).toBe(true);
  });

  // Each page in its own context: they run side by side (maxConcurrency, vitest.config.ts).
  it.concurrent.each(publicRoutes)('lets %s load and run with no violation', async (route) => {
    const { violations, close } = await openWatched(route);
    await close();
    expect(violations).toEqual([]);
  });

  it('lets Google sign-in start (Auth SDK, Google api.js, the auth iframe and popup) with no violation', async () => {
    const { page, violations, close } = await openWatched(paths.home, DESKTOP);
    const google: string[] = [];
    page.on('request', (request) => {
      if (/^https:\/\/(apis\.google\.com|auth\.style-and-story-stand-in\.example)\//.test(request.url()))
        google.push(new URL(request.url()).host);
    });
    const popup = await signInAttempt(page);
    await close();
    // The flow really ran: Google's script was fetched and the sign-in popup opened.
    expect(google).toContain('apis.google.com');
    // The sign-in iframe from the custom authDomain was let through (frame-src made for it).
    expect(google).toContain('auth.style-and-story-stand-in.example');
    expect(popup).toBe(true);
    expect(violations).toEqual([]);
  });
});

describe('the content security policy, on pages showing uploaded photos', () => {
  beforeAll(async () => {
    // Two photos through the real pipeline: the first gallery photo (also on the home page) and a service's.
    await seedCatalogue();
    expect(await uploadSeedPhotos(['gallery/golden-hour-vows', 'services/wedding-photography'])).toBeGreaterThan(0);
  }, 120_000);

  it.each([paths.home, paths.gallery])(
    'lets %s show its photos from /media/** (every one loaded) with no violation',
    async (route) => {
      const { page, violations, close } = await openWatched(route, MOBILE, firestoreFromEmulator);
      const photos = page.locator('img[srcset*="/media/"]');
      await photos.first().waitFor();
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
          .toBeGreaterThan(0);
        expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/^\/media\//);
      }
      await close();
      expect(violations).toEqual([]);
    },
    60_000,
  );
});

async function signInAttempt(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const google = page.getByRole('dialog', { name: 'Login or Sign Up' }).getByRole('button', { name: 'Sign in with Google' });
  const popup = page.waitForEvent('popup', { timeout: 10_000 }).catch(() => null);
  await google.click();
  const opened = (await popup) !== null;
  // Let the SDK load Google's script and frame (refused offline, after the policy allowed them).
  await page.waitForTimeout(2500);
  return opened;
}
