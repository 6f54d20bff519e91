import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, blogPostPath, editPostPath, paths } from '@common/paths';
import { BLOGS } from '../../scripts/seed/index';
import { clearAuth, ownerSignedIn } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE, newContext } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';
import type { ImageKey } from '../../scripts/seed/images';
import { makeSeedPhoto } from '../../scripts/seed/photos';

// The owner's photographs, end to end: uploaded in the browser through the media API (Functions
// emulator, local bucket), made into gallery entries, served on /gallery with srcset; a file
// over the limit is refused with a message naming it. Screenshots go to SHOTS_DIR when it is set.

const PHOTOS = [
  ['first-dance.jpg', 'gallery/first-dance'],
  ['garden_vows.jpg', 'gallery/garden-aisle'],
  ['ring-detail.jpg', 'gallery/golden-hour-vows'],
  ['autumn-table.jpg', 'gallery/wedding-breakfast'],
] as const;
let browser: Browser;
let folder: string;
let files: string[];

/**
 * A photograph to upload: one of the seed's drawings rasterised with film grain (scripts/seed/
 * photos.ts), scaled to 2000 px so the journey stays quick, saved under the name the owner chose.
 */
async function photo(name: string, key: ImageKey) {
  const path = join(folder, name);
  await writeFile(
    path,
    await sharp(await makeSeedPhoto(key))
      .resize(2000)
      .jpeg({ quality: 88 })
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
  files = await Promise.all(PHOTOS.map(([name, key]) => photo(name, key)));
  browser = await sharedBrowser();
}, 150_000);
afterAll(async () => {
  await removeUploads();
  await seedCatalogue();
});

const ownerPage = (viewport = DESKTOP) => ownerSignedIn(browser, viewport);

/** A full-page screenshot once every picture has arrived (lazy ones too), when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

describe('the owner uploads photographs', () => {
  it('uploads three photos into the gallery, and /gallery serves them with srcset', async () => {
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}${adminPaths.gallery}`);
    await page.getByLabel('Choose photos').setInputFiles(files.slice(0, 3));
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
      // …and it is what shows: the photo, not its placeholder, is the topmost thing at its centre.
      expect(
        await img.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === el;
        }),
      ).toBe(true);
    }
    await context.close();
    await shotGallery();
    expect(errors).toEqual([]);
  }, 180_000); // three photos decoded and resized one after another, on a shared machine

  it('replaces a blog cover by upload, and the post shows it', async () => {
    const post = BLOGS[0];
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}${editPostPath(post.id)}`);
    await page.getByRole('button', { name: 'Upload or choose a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a photo' });
    await dialog.getByRole('list', { name: 'Library photos' }).getByRole('listitem').first().waitFor();
    await shot(page, 'photo-picker-1440');
    await dialog.getByLabel('Choose a photo').setInputFiles(files[3]);
    // Once stored, the photo is the field's value and the dialog closes.
    await dialog.waitFor({ state: 'detached', timeout: 90_000 });
    await page.getByText('From the media library, in sizes for every screen.').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const stored = await waitForDoc(`blogs/${post.id}`, (data) => Boolean(data.cover.mediaId));
    expect(stored.cover.alt).toBe(post.data.cover.alt);

    await page.goto(`${baseUrl}${blogPostPath(post.data.slug)}`);
    const cover = page.locator(`img[src="${stored.cover.src}"]`).first();
    await cover.waitFor();
    expect(await cover.getAttribute('srcset')).toContain(`/media/${stored.cover.mediaId}/`);
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('refuses a 60 MB file with a message naming it; at 375 px the library is usable and a delete names the pages using the photo', async () => {
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

    // Deleting a photo a page still shows asks first and names that page.
    const card = page.getByRole('listitem', { name: 'ring-detail.jpg' });
    await card.getByText('Used on: Gallery photograph “Ring detail”').waitFor();
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete ring-detail.jpg?' });
    await dialog.getByText('Gallery photograph “Ring detail”').waitFor();
    await dialog.getByRole('button', { name: 'Delete it everywhere' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await adminDb().collection('media').where('filename', '==', 'ring-detail.jpg').get()).size).toBe(0);
    // Everywhere: the gallery entry that was that photo went with it (no entry left showing removed files).
    expect((await adminDb().collection('gallery').where('title', '==', 'Ring detail').get()).size).toBe(0);

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
    await shot(page, name);
    await context.close();
  }
}
