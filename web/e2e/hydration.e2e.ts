import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blogPostPath, packagePath, paths } from '@common/paths';
import { BLOGS, PACKAGES } from '../../scripts/seed/index';
import { PRERENDER_DATA_ID } from '../src/app/prerender-markers';
import { sharedBrowser, newContext } from './support/browser';
import { baseUrl } from './support/ports';
import { adminDb } from './support/firestore';
import { seedCatalogue } from './support/seed';

// A prerendered page carries the answers its build saw (data/store.ts): hydration renders the same
// page from them, so the catalogue never gives way to a loading placeholder, and a Firestore that
// cannot be reached leaves it as it was.

const ROUTES = [paths.home, paths.gallery, paths.pricing, packagePath(PACKAGES[0].id), blogPostPath(BLOGS[0].data.slug)];

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  browser = await sharedBrowser();
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

// The pages' checks only read, each in a context of its own: they run side by side (maxConcurrency),
// and the edit of a post waits until they are done.
describe.concurrent('hydration of a prerendered page', () => {
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

// Text only that code contains: zod's error class, and DOMPurify (with marked, the Markdown engine).
const ZOD = '$ZodError';
const MARKDOWN_ENGINE = 'DOMPurify';

/** Every script the page loaded until now, as text. */
async function scriptTexts(page: Page) {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await fetch(url)).text()));
}

describe.concurrent('a prerendered page whose documents have not changed since the build', () => {
  it.each([paths.about, paths.privacyPolicy, blogPostPath(BLOGS[0].data.slug)])(
    '%s keeps its built answers and HTML: it loads neither zod nor the Markdown engine',
    async (route) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${route}`);
      await hydrated(page);
      const scripts = await scriptTexts(page);
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((text) => text.includes(ZOD))).toEqual([]);
      expect(scripts.filter((text) => text.includes(MARKDOWN_ENGINE))).toEqual([]);
      // Nothing waits for the engine: the owner's Markdown is on the page as the build rendered it.
      expect(await page.locator('main [aria-label="Loading"]').count()).toBe(0);
      await context.close();
    },
  );
});

describe('a post edited after the build', () => {
  it('shows the new text, checked and rendered in the browser, sanitised', async () => {
    const post = BLOGS[0];
    const body = '## Edited after the build\n\nNew **words**. <img src="x" onerror="window.hacked = true">';
    await adminDb().collection(COLLECTIONS.blogs).doc(post.id).update({ body });
    try {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${blogPostPath(post.data.slug)}`);
      await page.getByRole('heading', { level: 2, name: 'Edited after the build' }).waitFor();
      expect(await page.locator('main strong', { hasText: 'words' }).count()).toBe(1);
      expect(await page.locator('main img[onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
      const scripts = await scriptTexts(page);
      expect(scripts.filter((text) => text.includes(ZOD)).length).toBeGreaterThan(0);
      expect(scripts.filter((text) => text.includes(MARKDOWN_ENGINE)).length).toBeGreaterThan(0);
      await context.close();
    } finally {
      await seedCatalogue();
    }
  });
});
