import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@common/paths';
import { PACKAGES } from '../../scripts/seed/index';
import { DESKTOP, sharedBrowser, newContext, watchErrors } from './support/browser';
import { clearAuth, signInThroughPopup } from './support/auth';
import { adminDb } from './support/firestore';
import { baseUrl } from './support/ports';
import { publicRoutes } from './support/routes';
import { seedCatalogue } from './support/seed';

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  browser = await sharedBrowser();
});

describe('prerendered pages', () => {
  it.each(publicRoutes)('%s arrives as HTML with its h1, title and description, before any script runs', async (route) => {
    const response = await fetch(`${baseUrl}${route}`);
    // An unknown address is the designed not-found page, answered 404 (no soft 404).
    expect(response.status).toBe(route === '/this-page-does-not-exist' ? 404 : 200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[\s>][\s\S]*?\S[\s\S]*?<\/h1>/);
    expect(html).toMatch(/<title>[^<]*Style &amp; Story[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('are served with the security headers of firebase.json, and scripts are cached for good', async () => {
    const page = await fetch(`${baseUrl}${paths.gallery}`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1];
    expect((await fetch(`${baseUrl}${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the public catalogue', () => {
  it("shows the owner's change after a client-side navigation, without a reload or a rebuild", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const pkg = PACKAGES[0];
    await page.goto(`${baseUrl}${paths.pricing}`);
    await page.getByRole('heading', { name: pkg.data.name }).first().waitFor();
    // Until the app is live a link is a plain link (a new document): wait for it (its page view).
    await page.waitForFunction(() => ((window as Window & { __pageViews?: string[] }).__pageViews ?? []).length > 0, null, {
      timeout: 15_000,
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const renamed = `${pkg.data.name} (renewed)`;
    await adminDb().doc(`packages/${pkg.id}`).update({ name: renamed });
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Gallery' }).click();
      await page.waitForURL(`${baseUrl}${paths.gallery}`);
      await nav.getByRole('link', { name: 'Pricing' }).click();
      await page.getByRole('heading', { name: renamed }).first().waitFor({ timeout: 10_000 });
      await expect(page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await adminDb().doc(`packages/${pkg.id}`).update({ name: pkg.data.name });
      await context.close();
    }
  });
});

describe('the session on public pages', () => {
  it('names a returning customer in the header as soon as Auth answers, with no click', async () => {
    await clearAuth();
    const context = await newContext(browser, DESKTOP, { googleSignIn: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${paths.gallery}`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
    await signInThroughPopup(page, () => dialog.getByRole('button', { name: 'Sign in with Google' }).click(), {
      email: 'returning@example.com',
      name: 'Rita Returning',
    });
    await page.getByTestId('header-account').waitFor();

    await page.goto(`${baseUrl}${paths.faq}`);
    await expect(page.getByTestId('header-account').textContent({ timeout: 10_000 })).resolves.toContain('Rita Returning');
    expect(errors).toEqual([]);
    await context.close();
  });
});
