import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostPath, packagePath, paths } from '@common/paths';
import { BLOGS, PACKAGES } from '../../scripts/seed/index';
import { PRERENDER_DATA_ID } from '../src/app/prerender-markers';
import { launchBrowser, newContext } from './support/browser';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// A prerendered page carries the answers its build saw (data/store.ts): hydration renders the same
// page from them, so the catalogue never gives way to a loading placeholder, and a Firestore that
// cannot be reached leaves it as it was.

const ROUTES = [paths.home, paths.gallery, paths.pricing, packagePath(PACKAGES[0].id), blogPostPath(BLOGS[0].data.slug)];

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts every loading placeholder that appears, from the first byte of the page on. */
async function watchPlaceholders(page: Page) {
  await page.addInitScript(() => {
    const seen = { count: 0 };
    (window as unknown as { placeholders: typeof seen }).placeholders = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof Element && (node.matches('[aria-label="Loading"]') || node.querySelector('[aria-label="Loading"]')))
            seen.count++;
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

/** Waits until React has hydrated the page (it keeps its props on live elements) and settled. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main a, main button') ?? {}).some((key) => key.startsWith('__reactProps$')),
  );
  await page.waitForTimeout(1500);
}

describe('hydration of a prerendered page', () => {
  it.each(ROUTES)(
    '%s carries its catalogue in its HTML and never shows a placeholder, through hydration and the fresh answer',
    async (route) => {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      expect(html).toMatch(new RegExp(`<script type="application/json" id="${PRERENDER_DATA_ID}">\\{"`));
      const context = await newContext(browser);
      const page = await context.newPage();
      await watchPlaceholders(page);
      const asked: string[] = [];
      page.on('request', (request) => request.url().endsWith(':runQuery') && asked.push(request.url()));
      await page.goto(`${baseUrl}${route}`);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { placeholders: { count: number } }).placeholders.count)).toBe(0);
      // Hydration still asks Firestore, so an owner's change shows without a rebuild.
      expect(asked.length).toBeGreaterThan(0);
      await context.close();
    },
  );

  it('renders the prerendered catalogue unchanged when Firestore cannot be reached', async () => {
    const context = await newContext(browser);
    await context.route('**/*:runQuery', (route) => route.abort());
    const page = await context.newPage();
    await watchPlaceholders(page);
    await page.goto(`${baseUrl}${paths.gallery}`);
    const before = await page.locator('main').innerText();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { placeholders: { count: number } }).placeholders.count)).toBe(0);
    expect(await page.locator('main').innerText()).toBe(before);
    expect(await page.getByText(/couldn't load/).count()).toBe(0);
    await context.close();
  });
});
