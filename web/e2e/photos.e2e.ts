import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { adminPaths, paths } from '@common/paths';
import { clearAuth, signInAsOwner } from './support/auth';
import { DESKTOP, launchBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminDb } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The owner's photographs, end to end: uploaded in the browser through the media API (Functions
// emulator, local bucket), made into gallery entries, served on /gallery with srcset; a file
// over the limit is refused with a message naming it. Screenshots go to SHOTS_DIR when it is set.

const NAMES = ['first-dance.jpg', 'garden_vows.jpg', 'ring-detail.jpg'];
let browser: Browser;
let folder: string;

/** A photo-like JPEG: a colour gradient with noise, so it decodes and compresses like a photo. */
async function photo(name: string, hue: number) {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const noise = (i * 2654435761) % 23;
    pixels[i * 3] = (hue + x / 8 + noise) % 256;
    pixels[i * 3 + 1] = (120 + noise + Math.floor(i / width) / 6) % 256;
    pixels[i * 3 + 2] = (200 - x / 12 + noise) % 256;
  }
  const path = join(folder, name);
  await writeFile(
    path,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
  return path;
}

async function removeUploads() {
  const db = adminDb();
  const media = await db.collection('media').get();
  await Promise.all(media.docs.map((doc) => doc.ref.delete()));
}

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  folder = await mkdtemp(join(tmpdir(), 'photos-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await removeUploads();
  await seedCatalogue();
});

async function ownerPage(viewport = DESKTOP) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInAsOwner(page, OWNER_EMAIL);
  return { context, page, errors };
}

const shot = async (page: import('playwright-core').Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

describe('the owner uploads photographs', () => {
  it('uploads three photos into the gallery, and /gallery serves them with srcset', async () => {
    const files = await Promise.all(NAMES.map((name, index) => photo(name, index * 70)));
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}${adminPaths.gallery}`);
    await page.getByLabel('Choose photos').setInputFiles(files);
    const rows = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => page.locator('[data-upload-status="done"]').count(), { timeout: 90_000 }).toBe(3);

    // One gallery entry per photo, each pointing at its library photo, with a title from the file name.
    const entries = async () =>
      (await adminDb().collection('gallery').where('category', '==', 'New uploads').get()).docs.map((d) => d.data());
    await expect.poll(async () => (await entries()).length).toBe(3);
    const stored = await entries();
    expect(stored.map((entry) => entry.title).sort()).toEqual(['First dance', 'Garden vows', 'Ring detail']);
    for (const entry of stored) {
      expect(entry.image.mediaId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(entry.image.srcset.webp).toContain(`/media/${entry.image.mediaId}/`);
    }

    await page.goto(`${baseUrl}${paths.gallery}`);
    for (const title of ['First dance', 'Garden vows', 'Ring detail']) {
      const img = page.getByRole('img', { name: title, exact: true });
      await img.scrollIntoViewIfNeeded();
      expect(await img.getAttribute('srcset')).toMatch(/\/media\/[A-Za-z0-9_-]+\/\d+w\.jpg \d+w/);
      expect(await img.getAttribute('sizes')).toBeTruthy();
      // The variant really arrives (served through the Hosting rewrite to the media function).
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 30_000 })
        .toBeGreaterThan(0);
    }
    await context.close();
    await shotGallery();
    expect(errors).toEqual([]);
  });

  it('refuses a 60 MB file with a message naming it, and the library is usable at 375 px', async () => {
    const big = join(folder, 'huge-raw-export.jpg');
    await writeFile(big, '');
    await truncate(big, 60 * 1024 * 1024);
    const { context, page, errors } = await ownerPage(MOBILE);
    await page.goto(`${baseUrl}${adminPaths.media}`);
    await page.getByRole('heading', { name: 'Media Library' }).waitFor();
    await page.getByRole('list', { name: 'Photos' }).getByRole('listitem').first().waitFor();
    await page.getByLabel('Choose photos').setInputFiles(big);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'huge-raw-export.jpg' }).textContent())
      .toContain('huge-raw-export.jpg is 60 MB: photos can be at most 40 MB.');
    // Nothing was stored.
    expect((await adminDb().collection('media').where('filename', '==', 'huge-raw-export.jpg').get()).size).toBe(0);
    // Where each photo is used is named; nothing overflows a phone's width.
    await page
      .getByText(/Used on: Gallery photograph/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'media-library-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'media-library-1440');
    await context.close();
    expect(errors).toEqual([]);
  });
});

async function shotGallery() {
  if (!process.env.SHOTS_DIR) return;
  for (const [name, viewport] of [
    ['gallery-1440', DESKTOP],
    ['gallery-375', MOBILE],
  ] as const) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${paths.gallery}`);
    await page.getByRole('img', { name: 'First dance', exact: true }).waitFor();
    await page.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    });
    await shot(page, name);
    await context.close();
  }
}
