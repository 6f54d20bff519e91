import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paths } from '@common/paths';
import { makeSeedPhoto } from '../../scripts/seed/photos';
import { clearAuth, ownerSignedIn } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The home page's photograph (settings/studio.heroImage): the owner uploads it in Admin → Settings,
// and / shows it as its first, prioritised picture, with srcset; the media library names the home
// page as a place the photo is used. Screenshots go to SHOTS_DIR when it is set.

const ALT = 'A couple under a floral arch above the sea at golden hour';
const FILENAME = 'cliff-ceremony.jpg';
let browser: Browser;
let file: string;

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  // The seed's hero drawing rasterised with film grain (scripts/seed/photos.ts), at 2000 px to stay quick.
  file = join(await mkdtemp(join(tmpdir(), 'home-photo-e2e-')), FILENAME);
  await writeFile(
    file,
    await sharp(await makeSeedPhoto('hero/hero'))
      .resize(2000)
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  browser = await sharedBrowser();
}, 150_000);
afterAll(async () => {
  const media = await adminDb().collection('media').where('filename', '==', FILENAME).get();
  await Promise.all(media.docs.map((doc) => doc.ref.delete()));
  await seedCatalogue();
});

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: name.startsWith('settings') });
}

describe('the home page photograph', () => {
  it('the owner uploads it in Settings, and / shows it first, with srcset, as its link-preview image too', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.goto(`${baseUrl}${adminPaths.settings}`);
    const field = page.getByRole('group', { name: 'Home page photograph (optional)' });
    await field.getByRole('textbox', { name: /alt text/ }).fill(ALT);
    await field.getByRole('button', { name: 'Upload or choose a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a photo' });
    await dialog.getByLabel('Choose a photo').setInputFiles(file);
    await dialog.waitFor({ state: 'detached', timeout: 90_000 });
    await field.getByText('From the media library, in sizes for every screen.').waitFor();
    await shot(page, 'settings-1440');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const saved = await waitForDoc('settings/studio', (data) => Boolean(data.heroImage?.mediaId));
    expect(saved.heroImage).toMatchObject({ alt: ALT, src: expect.stringMatching(/^\/media\/[\w-]+\/\d+w\.jpg$/) });

    // The media library counts the home page among the photo's uses (a delete would ask first).
    await page.goto(`${baseUrl}${adminPaths.media}`);
    await page.getByRole('listitem', { name: FILENAME }).getByText('Used on: The home page photograph').waitFor();
    await context.close();
    expect(errors).toEqual([]);

    for (const viewport of [DESKTOP, MOBILE]) {
      const visitor = await newContext(browser, viewport);
      const home = await visitor.newPage();
      const visitorErrors = watchErrors(home);
      await home.goto(`${baseUrl}${paths.home}`);
      const hero = home.getByRole('img', { name: ALT, exact: true });
      await hero.waitFor();
      expect(await hero.getAttribute('srcset')).toContain(`/media/${saved.heroImage.mediaId}/`);
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      await expect
        .poll(() => hero.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 30_000 })
        .toBeGreaterThan(0);
      // The photo, not its placeholder nor the drawing, is what shows, and nothing overflows.
      expect(await home.locator('img[src="/images/hero/hero.svg"]').count()).toBe(0);
      expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await home.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`${saved.heroImage.src}$`));
      await shot(home, `home-photo-${viewport.width}`);
      await visitor.close();
      expect(visitorErrors).toEqual([]);
    }
  }, 180_000);

  it('settings at 375 px: the photograph field fits a phone', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, MOBILE);
    await page.goto(`${baseUrl}${adminPaths.settings}`);
    await page.getByRole('group', { name: 'Home page photograph (optional)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'settings-375');
    await context.close();
    expect(errors).toEqual([]);
  });
});
