import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { adminPaths, clientGalleryPath, galleryEditorPath } from '@common/paths';
import { clientGalleryData } from '@common/client-gallery.test-data';
import { galleryPhotoRef, storeGalleryPhoto } from '../../functions/src/galleries/store-gallery-photo';
import { structuredLogger } from '../../functions/src/lib/logger';
import { localObjectStore } from '../../functions/src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../../functions/src/lib/storage/object-store-for-env';
import { generatedJpeg } from '../../scripts/bench/generated-jpeg';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../scripts/seed/demo-customer';
import { customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminAuth, adminDb } from './support/firestore';
import { baseUrl, projectId } from './support/ports';
import { seedCatalogue } from './support/seed';

// Watermarked proofs (issue 38): a proofing gallery of three photographs, put through the upload's
// own pipeline; the customer sees each as a proof whose pixels carry the studio's mark (compared
// with the clean variant of the same width) and cannot download it; once a photo is in the
// selection the function recorded, it shows clean and its full-resolution download is the
// original, byte for byte. Screenshots of the proofing gallery at 1440 and 375 px go to SHOTS_DIR.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NAMES = ['veil.jpg', 'bouquet.jpg', 'steps.jpg'];
const galleryId = `proofing${Date.now().toString(36)}`;
const bucketDir = process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId);
const bucket = localObjectStore(bucketDir);
const archive = localObjectStore(`${bucketDir}-archive`);
const photoIds = NAMES.map((_, i) => `${galleryId}p${i}`);
let browser: Browser;

beforeAll(async () => {
  await seedCatalogue();
  await seedDemoCustomer(adminDb(), adminAuth());
  const gallery = adminDb().collection(COLLECTIONS.clientGalleries).doc(galleryId);
  await gallery.set({
    ...clientGalleryData(DEMO_CUSTOMER.uid, Timestamp.now()),
    title: 'Ada & Charles — proofs',
    sets: ['Ceremony'],
    downloads: { enabled: true, web: true, full: true },
    proofing: true,
  });
  const deps = { db: adminDb(), store: bucket, archive: () => archive, logger: structuredLogger(() => {}) };
  for (const [i, filename] of NAMES.entries()) {
    const data = await generatedJpeg(i + 11, { width: 1800, height: 1200, quality: 86 });
    await storeGalleryPhoto(deps, { galleryId, photoId: photoIds[i], set: 'Ceremony', order: i, filename, data });
  }
  browser = await sharedBrowser();
}, 120_000);

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The image the tile shows once its signed address has loaded (not the placeholder). */
async function shownSource(page: Page, fileName: string) {
  const img = page.getByRole('button', { name: `Open ${fileName}` }).getByRole('img');
  await expect
    // The first answer may wait for cold function instances on a busy machine.
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 16 ? el.currentSrc : '')), { timeout: 60_000 })
    .toMatch(/\/api\/gallery-files\/galleries\//);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

/** The share of pixels brighter by more than 20 levels in `proof` than in `clean` (the mark's light letters; encoding noise is smaller). */
async function markedShare(proof: Buffer, clean: Buffer) {
  const [x, y] = await Promise.all([
    sharp(proof).removeAlpha().greyscale().raw().toBuffer(),
    sharp(clean).removeAlpha().greyscale().raw().toBuffer(),
  ]);
  let marked = 0;
  for (let i = 0; i < x.length; i++) if (x[i] - y[i] > 20) marked++;
  return marked / x.length;
}

describe('watermarked proofs', () => {
  it('the customer sees proofs carrying the mark, with no download', async () => {
    const { context, page, errors } = await customerSignedIn(
      browser,
      { email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name },
      clientGalleryPath(galleryId),
      DESKTOP,
    );
    await page.getByText('These are proofs, with the studio’s watermark.').waitFor();
    const source = await shownSource(page, 'veil.jpg');
    expect(source).toMatch(/w-proof\.(webp|jpg)/);
    await expect.poll(() => page.getByText('Proof', { exact: true }).count()).toBe(3);
    // No photo is clean yet: no "Download all".
    expect(await page.getByRole('button', { name: /^Download all/ }).count()).toBe(0);
    // The proof's pixels differ from the clean variant of the same width: the mark is in them.
    const proof = Buffer.from(await (await page.request.get(source)).body());
    const width = /\/(\d+)w-proof\.(webp|jpg)/.exec(source)!;
    const clean = await bucket.read(`galleries/${galleryId}/${photoIds[0]}/${width[1]}w.${width[2]}`);
    expect(await markedShare(proof, clean)).toBeGreaterThan(0.005);
    await shot(page, 'gallery-proofing-1440');

    await page.getByRole('button', { name: 'Open veil.jpg' }).click();
    const lightbox = page.getByRole('dialog', { name: 'veil.jpg' });
    await lightbox.waitFor();
    expect(await lightbox.getByRole('button', { name: /Download/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a photo in the sent selection shows clean at 375 px, and its download is the original, byte for byte', async () => {
    // What the selection function records when the customer sends it (the other half of issue 38).
    await adminDb()
      .collection(COLLECTIONS.clientGalleries)
      .doc(galleryId)
      .collection(SUBCOLLECTIONS.gallerySelections)
      .doc(DEMO_CUSTOMER.uid)
      .set({
        userId: DEMO_CUSTOMER.uid,
        email: DEMO_CUSTOMER.email,
        photoIds: [photoIds[1]],
        fileNames: ['bouquet.jpg'],
        includedPhotoIds: [photoIds[1]],
        paidPhotoIds: [],
        sentAt: Timestamp.now(),
      });
    const { context, page, errors } = await customerSignedIn(
      browser,
      { email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name },
      clientGalleryPath(galleryId),
      MOBILE,
    );
    expect(await shownSource(page, 'bouquet.jpg')).not.toMatch(/-proof\./);
    expect(await shownSource(page, 'steps.jpg')).toMatch(/-proof\./);
    await expect.poll(() => page.getByText('Proof', { exact: true }).count()).toBe(2);
    await page.getByRole('button', { name: /^Download all, full resolution: 1 photo · / }).waitFor();
    await shot(page, 'gallery-proofing-375');

    await page.getByRole('button', { name: 'Open bouquet.jpg' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'bouquet.jpg' }).getByRole('button', { name: 'Download full resolution' }).click(),
    ]);
    const original = await bucket.read(`galleries/${galleryId}/${photoIds[1]}/original.jpg`);
    const downloaded = await readFile((await download.path())!);
    expect(downloaded.equals(original)).toBe(true);
    expect(downloaded.equals(await archive.read(`galleries/${galleryId}/${photoIds[1]}/original.jpg`))).toBe(true);
    expect((await galleryPhotoRef({ db: adminDb() }, galleryId, photoIds[1]).get()).get('proofWidths')).toEqual(
      expect.arrayContaining([640]),
    );
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('the owner, at 375 px, sees proofing on in the editor; the watermark settings refuse a file that is not an image, next to the field', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, MOBILE);
    await page.goto(`${baseUrl}${galleryEditorPath(galleryId)}`);
    const panel = page.getByRole('region', { name: 'Proofing and archive' });
    await expect
      .poll(() => panel.getByRole('switch', { name: 'Watermarked proofs' }).getAttribute('aria-checked'), { timeout: 30_000 })
      .toBe('true');
    await panel.getByText('Every photo has its watermarked proofs.').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'gallery-editor-proofing-375');

    await page.goto(`${baseUrl}${adminPaths.settings}`);
    const form = page.getByRole('form', { name: 'Watermark for proofs' });
    await form.getByLabel('The mark').selectOption('image');
    await form
      .getByLabel('Watermark image')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await form.getByRole('alert').filter({ hasText: 'notes.pdf is not a PNG, WebP or JPEG image' }).waitFor();
    await expect.poll(() => form.getByLabel('Watermark image').getAttribute('aria-invalid')).toBe('true');
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'watermark-settings-375');
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
