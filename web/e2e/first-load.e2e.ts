import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { baseUrl } from './support/ports';
import { isAccountRoute, publicRoutes } from './support/routes';
import { seedCatalogue } from './support/seed';

// What a page's first load may not carry, recognised by text only that code contains.
const FULL_FIRESTORE = 'google.firestore.v1.Firestore';
const AUTH_SDK = 'identitytoolkit';
const REACTFIRE = 'reactfire';
const ADMIN = 'Manage Services';
const ACCOUNT = 'Sign in to continue';
// A class group in tailwind-merge's configuration (~8 kB gzip): the admin's class merger. Public
// components join classes with lib/cx.ts and take their variants as props.
const CLASS_MERGER = 'fvn-normal';
// A message of the payments schema. common/schemas/index.ts brings every schema module (each is
// built when it loads): a public page's form imports its own module instead (7 kB less on /contact).
const SCHEMA_BARREL = 'An amount of 0 records nothing';

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  browser = await sharedBrowser();
});

/**
 * A fresh, signed-out visit to `route` at 375 px: the text of every script it loads, how far the
 * page scrolls sideways, and its console errors. It judges the page once the conditions hold, not
 * after a fixed time (a busy machine makes any fixed time too short): the app is live (it has
 * reported the page view), every script it asked for has arrived, the network has been idle, and,
 * with `until`, one of the scripts carries that text.
 */
async function firstLoadOf(route: string, until?: string) {
  const context = await newContext(browser, MOBILE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && url.startsWith(baseUrl) && !scripts.has(url))
      scripts.set(
        url,
        response.text().catch(() => fetch(url).then((answer) => answer.text())),
      );
  });
  const loaded = async () => Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })));
  await page.goto(`${baseUrl}${route}`);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => ((window as Window & { __pageViews?: string[] }).__pageViews ?? []).length > 0, null, {
    timeout: 30_000,
  });
  if (until) {
    const deadline = Date.now() + 30_000;
    while (carrying(await loaded(), until).length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const result = await loaded();
  await context.close();
  return { scripts: result, overflow, errors };
}

const carrying = (scripts: { url: string; text: string }[], marker: string) =>
  scripts.filter((script) => script.text.includes(marker)).map((script) => new URL(script.url).pathname);

// One visit per route serves both checks. Each visit has its own context, so the routes are loaded
// side by side (maxConcurrency, vitest.config.ts).
describe.concurrent('the first load at 375 px', () => {
  it.each(publicRoutes.filter((route) => !isAccountRoute(route)))(
    'of %s does not scroll sideways and carries no Firebase SDK, no reactfire, no admin or account code, no class merger and not every schema',
    async (route) => {
      const { scripts, overflow, errors } = await firstLoadOf(route);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(carrying(scripts, FULL_FIRESTORE)).toEqual([]);
      expect(carrying(scripts, AUTH_SDK)).toEqual([]);
      expect(carrying(scripts, REACTFIRE)).toEqual([]);
      expect(carrying(scripts, ADMIN)).toEqual([]);
      expect(carrying(scripts, ACCOUNT)).toEqual([]);
      expect(carrying(scripts, CLASS_MERGER)).toEqual([]);
      expect(carrying(scripts, SCHEMA_BARREL)).toEqual([]);
    },
  );

  // Signed out, an account page needs only to know that nobody is there and to offer sign-in: what
  // it shows a customer (forms, bookings, receipts) brings Firestore and reactfire once signed in.
  it.each(publicRoutes.filter(isAccountRoute))(
    'of the account page %s does not scroll sideways and carries the Auth SDK it signs in with, but no Firestore, reactfire or admin code',
    async (route) => {
      const { scripts, overflow, errors } = await firstLoadOf(route, AUTH_SDK);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      expect(carrying(scripts, AUTH_SDK).length).toBeGreaterThan(0);
      expect(carrying(scripts, FULL_FIRESTORE)).toEqual([]);
      expect(carrying(scripts, REACTFIRE)).toEqual([]);
      expect(carrying(scripts, ADMIN)).toEqual([]);
    },
  );
});
