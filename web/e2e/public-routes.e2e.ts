import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@common/paths';
import { seriousViolations } from './support/axe';
import { DESKTOP, sharedBrowser, newContext, watchErrors } from './support/browser';
import { baseUrl } from './support/ports';
import { publicRoutes as routes } from './support/routes';
import { seedCatalogue } from './support/seed';

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  browser = await sharedBrowser();
});

async function open(page: Page, route: string) {
  await page.goto(`${baseUrl}${route}`);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // Let Firestore answer and lazy content settle before judging the page.
  await page.waitForTimeout(700);
}

// Each check opens its own context, so the routes are checked side by side (maxConcurrency,
// vitest.config.ts). The same routes at 375 px: first-load.e2e.ts.
describe.concurrent('public routes', () => {
  it.each(routes)('%s has one h1, a title, a description, no console error and no serious accessibility issue (1440 px)', async (route) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await open(page, route);

    await expect(page.locator('h1').count()).resolves.toBe(1);
    expect((await page.locator('h1').textContent())?.trim().length ?? 0).toBeGreaterThan(2);
    await expect(page.title()).resolves.toMatch(/Style & Story/);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/\S{3,}/);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('page titles', () => {
  it('differ from route to route', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const titles = new Set<string>();
    for (const route of [paths.home, paths.gallery, paths.pricing, paths.faq, paths.contact]) {
      await open(page, route);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(5);
    await context.close();
  });
});
