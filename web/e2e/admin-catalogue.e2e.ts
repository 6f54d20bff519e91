import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editPostPath } from '@common/paths';
import { PACKAGES, SERVICES } from '../../scripts/seed/index';
import { seriousViolations } from './support/axe';
import { clearAuth, ownerSignedIn } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE, newContext } from './support/browser';
import { adminDb, findOne, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The owner manages what the public site shows, against the emulators: every change is checked
// in Firestore and on the public pages.

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await sharedBrowser();
});
afterAll(async () => {
  await seedCatalogue();
});

const ownerPage = (viewport = DESKTOP) => ownerSignedIn(browser, viewport);

/** Fills the image field with a picture the site serves and waits until its size is measured. */
async function pickImage(page: Page, src: string, alt: string) {
  await page.getByRole('textbox', { name: 'Image address' }).fill(src);
  await page.getByRole('textbox', { name: /alt text/ }).fill(alt);
  await page.getByText(/^\d+ × \d+ px$/).waitFor();
}

describe('the owner manages the catalogue', () => {
  it('creates a service, and it is on the public home page', async () => {
    const { context, page, errors } = await ownerPage();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage Services' }).click();
    await page.getByRole('button', { name: '+ New service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Heirloom Album Design');
    await dialog.getByRole('textbox', { name: 'Summary' }).fill('Linen-bound albums designed spread by spread with you.');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('We lay out your story, you approve every spread, and a bindery finishes it by hand.');
    await pickImage(page, SERVICES[0].data.image.src, 'An open linen album on a table');
    // The resource's flag, declared once: the editor adds its switch, with its own label and hint.
    await expect(dialog.getByRole('switch', { name: 'Show on the website' }).isChecked()).resolves.toBe(true);
    await dialog.getByText('Hidden services stay here for later.').waitFor();
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await page.getByText('Service added').waitFor();

    const stored = (await findOne('services', 'title', 'Heirloom Album Design')).data();
    const highestSeeded = Math.max(...SERVICES.map((s) => s.data.order));
    expect(stored).toMatchObject({ active: true, order: highestSeeded + 1, image: { src: SERVICES[0].data.image.src } });
    expect(stored.image.width).toBeGreaterThan(0);
    expect(stored.keywords).toEqual(expect.arrayContaining(['heirloom', 'album', 'al']));

    await page.getByRole('link', { name: /View site/ }).waitFor();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Heirloom Album Design' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides a package, and it leaves /pricing without a reload', async () => {
    const pkg = PACKAGES.find((p) => p.data.active)!;
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${baseUrl}/pricing`);
    await visitor.getByRole('heading', { name: pkg.data.name }).first().waitFor();

    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}/admin/packages`);
    await page.getByRole('switch', { name: `Bookable: ${pkg.data.name}` }).click();
    await waitForDoc(`packages/${pkg.id}`, (data) => data.active === false);
    await page.getByRole('switch', { name: `Bookable: ${pkg.data.name}`, checked: false }).waitFor();

    // The visitor's open page moves on within the app, never reloading.
    await visitor.getByRole('banner').getByRole('link', { name: 'Gallery' }).first().click();
    await visitor.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => visitor.getByRole('heading', { name: pkg.data.name }).count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await visitor.context().close();
    await context.close();
  });

  it('shows a validation message next to its field, and focuses it', async () => {
    const { context, page } = await ownerPage();
    await page.goto(`${baseUrl}/admin/packages`);
    await page.getByRole('button', { name: '+ New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByRole('textbox', { name: 'Category' }).fill('Weddings');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2500000');
    await dialog.getByRole('button', { name: 'Add package' }).click();

    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('This field is required');
    await dialog.getByText('Enter 1000000 or less').waitFor();
    await context.close();
  });

  it('deletes a package only after confirming, and says which bookings name it', async () => {
    const pkg = PACKAGES.find((p) => p.data.active && p.id !== 'wedding-signature')!;
    await adminDb()
      .collection('bookings')
      .doc('e2e-booking-of-deleted-package')
      .set({ packageId: pkg.id, packageName: pkg.data.name, packagePrice: pkg.data.price, status: 'confirmed', userId: 'someone' });
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}/admin/packages`);
    await page.getByRole('button', { name: `Delete ${pkg.data.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this package?' });
    await confirm.getByText(/1 booking refers to it/).waitFor();

    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect((await adminDb().doc(`packages/${pkg.id}`).get()).exists).toBe(true);

    await page.getByRole('button', { name: `Delete ${pkg.data.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete package' }).click();
    await page.getByText(`“${pkg.data.name}” deleted`).waitFor();
    expect((await adminDb().doc(`packages/${pkg.id}`).get()).exists).toBe(false);
    expect((await adminDb().doc('bookings/e2e-booking-of-deleted-package').get()).data()?.packageName).toBe(pkg.data.name);
    expect(errors).toEqual([]);
    await adminDb().doc('bookings/e2e-booking-of-deleted-package').delete();
    await context.close();
  });

  it('publishes a post, which opens at /blog/:slug', async () => {
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}/admin/create-blog`);
    await page.getByRole('textbox', { name: 'Title' }).fill('A rainy garden wedding, done right');
    await expect(page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).resolves.toBe(
      'a-rainy-garden-wedding-done-right',
    );
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Clear umbrellas, a tent plan and the best light of the year.');
    await pickImage(page, SERVICES[1].data.image.src, 'Clear umbrellas under a tent');
    await page.getByRole('textbox', { name: 'The post' }).fill('Rain makes the softest light.\n\n## The tent plan\n\nBook it early.');
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'The tent plan' }).waitFor();
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Publish post' }).click();
    // Once saved, the new post continues in its own editor.
    await page.waitForURL(`${baseUrl}${editPostPath('a-rainy-garden-wedding-done-right')}`);

    const stored = await waitForDoc('blogs/a-rainy-garden-wedding-done-right', (data) => data.published === true);
    expect(stored.publishedAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);

    await page.goto(`${baseUrl}/blog/a-rainy-garden-wedding-done-right`);
    await page.getByRole('heading', { level: 1, name: 'A rainy garden wedding, done right' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'The tent plan' }).waitFor();
    expect(errors).toEqual([]);
    await adminDb().doc('blogs/a-rainy-garden-wedding-done-right').delete();
    await context.close();
  });
});

describe('the admin on a phone (375 px)', () => {
  it('opens sections from the slide-in menu and shows the lists as cards, with no sideways scroll', async () => {
    const { context, page, errors } = await ownerPage(MOBILE);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    const cards = page.getByRole('list', { name: 'photographs' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    await cards
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await page.getByRole('dialog', { name: 'Edit photograph' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Frames' }).click();
    await page.getByRole('list', { name: 'frames' }).getByRole('listitem').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin screens', () => {
  // Each screen in its own signed-in context: checked side by side (maxConcurrency, vitest.config.ts).
  it.concurrent.each([
    '/admin/dashboard',
    '/admin/services?tab=faqs',
    '/admin/packages',
    '/admin/gallery',
    '/admin/media',
    '/admin/blogs',
    '/admin/create-blog',
  ])('%s has one h1 and no serious accessibility issue', async (route) => {
    const { context, page, errors } = await ownerPage();
    await page.goto(`${baseUrl}${route}`);
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(800);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
