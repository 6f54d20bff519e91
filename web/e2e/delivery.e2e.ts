import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { clearAuth, customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE } from './support/browser';
import { adminDb, findOne, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// Photo delivery and custom packages, end to end: the owner's screens write, the customer's open
// pages follow live, the rules decide who sees what. Checked in Firestore and on screen.

const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const grace = { email: 'grace.hopper@example.com', name: 'Grace Hopper' };
const alan = { email: 'alan.turing@example.com', name: 'Alan Turing' };

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await sharedBrowser();
});

const ownerPage = (viewport = DESKTOP) => ownerSignedIn(browser, viewport);

/** A customer signed in on their profile (or `path`); the onUserCreated function has made their record. */
const customerPage = (account: { email: string; name: string }, path?: string) => customerSignedIn(browser, account, path);

/** Types into the customer search and picks the match. */
async function pickCustomer(page: Page, typed: string, name: string) {
  await page.getByRole('combobox', { name: 'Customer' }).fill(typed);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: new RegExp(`Change the customer \\(now ${name}\\)`) }).waitFor();
}

describe('photo delivery', () => {
  it('the owner sends a soft copy, and the customer’s open profile shows it without a reload; opening and withdrawal show on both sides', async () => {
    const customer = await customerPage(grace);
    const photos = customer.page.getByRole('region', { name: 'Your photographs' });
    await photos.getByText('Your photographs will arrive here').waitFor();

    const owner = await ownerPage();
    await owner.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Send Soft Copy' }).click();
    await pickCustomer(owner.page, 'grace.h', grace.name);
    await owner.page.getByRole('textbox', { name: 'Title' }).fill('Wedding day — the full gallery');
    await owner.page.getByRole('textbox', { name: 'Link 1' }).fill('https://photos.example.com/grace-wedding');
    await owner.page.getByRole('button', { name: 'Add a link' }).click();
    await owner.page.getByRole('textbox', { name: 'Link 2' }).fill('not a link');
    await owner.page.getByRole('textbox', { name: 'Message (optional)' }).fill('Our favourites are starred. Enjoy!');
    await owner.page.getByRole('button', { name: 'Send photos' }).click();
    // A bad link is refused next to its field, and nothing is written.
    await owner.page.getByText('Enter a web address starting with https://').waitFor();
    await owner.page.getByRole('textbox', { name: 'Link 2' }).fill('https://drive.example.com/grace-film');
    await owner.page.getByRole('button', { name: 'Send photos' }).click();
    await owner.page.getByText(`Photos sent to ${grace.name}`).waitFor();

    const stored = await findOne('softCopies', 'userId', customer.uid);
    expect(stored.data()).toMatchObject({
      userEmail: grace.email,
      title: 'Wedding day — the full gallery',
      links: ['https://photos.example.com/grace-wedding', 'https://drive.example.com/grace-film'],
      status: 'delivered',
      openedAt: null,
    });

    // The customer's page, open all along, shows it; following a link records the first opening.
    const card = photos.getByRole('listitem').filter({ hasText: 'Wedding day — the full gallery' });
    await card.getByText('Our favourites are starred. Enjoy!').waitFor();
    const [popup] = await Promise.all([customer.page.waitForEvent('popup'), card.getByRole('link', { name: /Part 1/ }).click()]);
    await popup.close();
    await waitForDoc(`softCopies/${stored.id}`, (data) => data.openedAt !== null);

    await owner.page.getByRole('link', { name: 'All deliveries', exact: true }).click();
    const row = owner.page.getByRole('row').filter({ hasText: 'Wedding day — the full gallery' });
    await expect.poll(() => row.getByText('Not yet').count(), { timeout: 10_000 }).toBe(0);
    await expect(owner.page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);

    // Withdrawn with a reason: the record stays, the customer reads why.
    await row.getByRole('button', { name: 'Withdraw Wedding day — the full gallery' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Withdraw this delivery?' });
    await dialog
      .getByRole('textbox', { name: 'Reason the customer reads' })
      .fill('We are re-exporting in full resolution; a new link follows.');
    await dialog.getByRole('button', { name: 'Withdraw delivery' }).click();
    await waitForDoc(`softCopies/${stored.id}`, (data) => data.status === 'withdrawn');
    await card.getByText('We are re-exporting in full resolution; a new link follows.').waitFor();
    await expect(card.getByRole('link', { name: /Part 1/ }).count()).resolves.toBe(0);
    await expect(seriousViolations(customer.page)).resolves.toEqual([]);

    expect(owner.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
    await owner.context.close();
    await customer.context.close();
  }, 120_000);
});

describe('custom packages', () => {
  it('the owner creates and sends a package; the customer views it (“viewed” in the admin), books it at its price, and the link shows “booked”', async () => {
    const customer = await customerPage(alan);
    const owner = await ownerPage();

    await owner.page.goto(`${baseUrl}/admin/custom-packages`);
    await owner.page.getByRole('button', { name: '+ New package' }).click();
    const editor = owner.page.getByRole('dialog', { name: 'New custom package' });
    await editor.getByRole('textbox', { name: 'Name' }).fill('Bletchley Garden Portraits');
    await editor
      .getByRole('textbox', { name: 'Description' })
      .fill('A morning of portraits in the walled garden, with a styled tea table.');
    await editor.getByRole('button', { name: 'Add an item' }).click();
    await editor.getByRole('textbox', { name: 'Item 1' }).fill('Two hours of photography');
    await editor.getByRole('spinbutton', { name: 'Price', exact: true }).fill('2400');
    await expect.poll(() => editor.getByRole('spinbutton', { name: 'Deposit' }).inputValue()).toBe('720');
    await editor.getByRole('spinbutton', { name: 'Offer valid for (days)' }).fill('21');
    await editor.getByRole('button', { name: 'Add package' }).click();
    await owner.page.getByText('“Bletchley Garden Portraits” added').waitFor();

    await owner.page.getByRole('link', { name: 'Send Bletchley Garden Portraits' }).click();
    await owner.page.getByRole('heading', { level: 1, name: 'Send Custom Package' }).waitFor();
    await expect(owner.page.getByRole('combobox', { name: 'Package' }).inputValue()).resolves.not.toBe('');
    await pickCustomer(owner.page, 'Alan', alan.name);
    await owner.page.getByRole('textbox', { name: 'Personal message (optional)' }).fill('As promised after our call.');
    await owner.page.getByRole('button', { name: 'Send package' }).click();
    await owner.page.getByRole('heading', { name: `Bletchley Garden Portraits is on its way to ${alan.name}` }).waitFor();
    const address = await owner.page.getByRole('textbox', { name: 'Link' }).inputValue();
    const slug = address.split('/custom-package-users/')[1];
    expect(slug).toMatch(/^[a-z2-7]{26}$/);

    // Sending twice makes one link.
    await owner.page.getByRole('button', { name: 'Send another' }).click();
    await owner.page.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Bletchley Garden Portraits — $2,400' });
    await pickCustomer(owner.page, 'alan.t', alan.name);
    await owner.page.getByRole('button', { name: 'Send package' }).click();
    await owner.page.getByRole('heading', { name: `${alan.name} already has this package` }).waitFor();
    await expect(owner.page.getByRole('textbox', { name: 'Link' }).inputValue()).resolves.toBe(address);
    const links = await adminDb().collection('customPackageLinks').where('userId', '==', customer.uid).get();
    expect(links.docs.map((d) => d.id)).toEqual([slug]);

    // The customer opens it: the first view is recorded, and the owner's list says so, live.
    await owner.page.goto(`${baseUrl}/admin/all-custom-package-links`);
    const row = owner.page.getByRole('row').filter({ hasText: alan.email });
    await row.getByText('Sent', { exact: true }).waitFor();
    await customer.page.goto(address);
    await customer.page.getByRole('heading', { name: 'Bletchley Garden Portraits' }).waitFor();
    await customer.page.getByText('As promised after our call.').waitFor();
    await waitForDoc(`customPackageLinks/${slug}`, (data) => data.viewedAt !== null);
    await row.getByText('Viewed', { exact: true }).waitFor();
    await expect(seriousViolations(customer.page)).resolves.toEqual([]);

    await customer.page.getByRole('link', { name: 'Book this package' }).click();
    await customer.page.getByLabel('Type of event').selectOption('Portrait');
    await customer.page.getByLabel('Event date').fill(inThreeMonths);
    await customer.page.getByLabel('Venue').fill('Bletchley Park walled garden');
    await customer.page.getByLabel('Number of guests').fill('4');
    await customer.page.getByRole('button', { name: 'Continue' }).click();
    await customer.page.getByRole('textbox', { name: 'Phone' }).fill('+44 1908 640404');
    await customer.page.getByText('Cash at the studio').click();
    await customer.page.getByRole('button', { name: 'Continue' }).click();
    await customer.page.getByText('$720, after we confirm').waitFor();
    await customer.page.getByRole('button', { name: 'Send booking request' }).click();
    await customer.page.waitForURL(/\/thank-you\?booking=/);
    const bookingId = new URL(customer.page.url()).searchParams.get('booking')!;
    const booking = await waitForDoc(`bookings/${bookingId}`, () => true);
    expect(booking).toMatchObject({
      userId: customer.uid,
      packageName: 'Bletchley Garden Portraits',
      packagePrice: 2400,
      packageDeposit: 720,
      customPackageLink: slug,
      status: 'pending',
    });

    await waitForDoc(`customPackageLinks/${slug}`, (data) => data.status === 'booked' && data.bookingId === bookingId, 20_000);
    await row.getByText('Booked', { exact: true }).waitFor();
    expect(owner.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
    await owner.context.close();
    await customer.context.close();
  }, 150_000);

  it('a revoked link shows “no longer available”, and another customer is refused', async () => {
    const customer = await customerPage({ email: 'ada.byron@example.com', name: 'Ada Byron' });
    const owner = await ownerPage();
    await owner.page.goto(`${baseUrl}/admin/send-custom-package`);
    await owner.page.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Bletchley Garden Portraits — $2,400' });
    await pickCustomer(owner.page, 'ada.b', 'Ada Byron');
    await owner.page.getByRole('button', { name: 'Send package' }).click();
    const address = await owner.page.getByRole('textbox', { name: 'Link' }).inputValue();
    const slug = address.split('/custom-package-users/')[1];

    // Someone else signed in gets "not available", and records nothing.
    const other = await customerPage({ email: 'mallory@example.com', name: 'Mallory' }, new URL(address).pathname);
    await other.page.getByRole('heading', { name: "This link isn't available for your account" }).waitFor();
    expect((await adminDb().doc(`customPackageLinks/${slug}`).get()).get('viewedAt')).toBeNull();
    await other.context.close();

    await owner.page.goto(`${baseUrl}/admin/all-custom-package-links`);
    await owner.page.getByRole('button', { name: 'Revoke the link for Ada Byron' }).click();
    await owner.page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
    await waitForDoc(`customPackageLinks/${slug}`, (data) => data.status === 'revoked');
    await owner.page.getByRole('row').filter({ hasText: 'ada.byron@example.com' }).getByText('Revoked', { exact: true }).waitFor();

    await customer.page.goto(address);
    await customer.page.getByRole('heading', { name: 'This offer is no longer available' }).waitFor();
    await customer.page.getByRole('link', { name: 'Contact the studio' }).waitFor();
    await expect(customer.page.getByRole('link', { name: 'Book this package' }).count()).resolves.toBe(0);
    await expect(seriousViolations(customer.page)).resolves.toEqual([]);
    expect(owner.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
    await owner.context.close();
    await customer.context.close();
  }, 120_000);
});

describe('delivery screens', () => {
  // Each screen in its own signed-in contexts: checked side by side (maxConcurrency, vitest.config.ts).
  it.concurrent.each([
    '/admin/send-soft-copy',
    '/admin/send-soft-copy?tab=deliveries',
    '/admin/custom-packages',
    '/admin/send-custom-package',
    '/admin/all-custom-package-links',
  ])(
    '%s has one h1, no serious accessibility issue and no sideways scroll at 375 px',
    async (route) => {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { context, page, errors } = await ownerPage(viewport);
        await page.goto(`${baseUrl}${route}`);
        await page.locator('main h1').waitFor();
        await page.waitForTimeout(800);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        await expect(seriousViolations(page)).resolves.toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    90_000,
  );
});
