import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { customerPath } from '@common/paths';
import { customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminAuth, adminDb } from './support/firestore';
import { baseUrl } from './support/ports';

// The privacy promises in the browser (docs/privacy.md): a customer asks for a copy of their data
// from the profile (a Privacy support request), the owner exports it from the customer's page (a
// JSON and a CSV download) and erases it with the email typed again.
// SCREENSHOTS=<folder> also saves the panel and the dialog at 1440 and 375 px.

let browser: Browser;
const shots = process.env.SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const HEDY = { name: 'Hedy Privacyton', email: 'hedy.privacy@example.com' };

beforeAll(async () => {
  browser = await sharedBrowser();
});

// The journeys after this one count bookings and messages: leave none of these behind.
afterAll(async () => {
  const db = adminDb();
  const requests = await db.collection(COLLECTIONS.supportRequests).where('name', '==', HEDY.name).get();
  await Promise.all([db.doc(`${COLLECTIONS.bookings}/privacy-e2e-booking`).delete(), ...requests.docs.map((doc) => doc.ref.delete())]);
});

describe('privacy requests', () => {
  it('the customer asks for a copy; the owner exports and erases; nothing of hers is left in the booking', async () => {
    const customer = await customerSignedIn(browser, HEDY);
    const uid = customer.uid;
    const yourData = customer.page.getByRole('region', { name: 'Your data' });
    await expect.poll(() => yourData.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await yourData.textContent()).toContain('The studio answers within 45 days');
    await shoot(customer.page, 'profile-your-data-1440');
    await yourData.getByRole('button', { name: 'Ask for a copy of my data' }).click();
    await expect
      .poll(() => yourData.getByRole('status').textContent(), { timeout: 20_000 })
      .toBe('Your request for a copy is with the studio.');
    const requests = await adminDb().collection(COLLECTIONS.supportRequests).where('email', '==', HEDY.email).get();
    expect(requests.docs.map((doc) => doc.get('topic'))).toEqual(['Privacy']);
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    await adminDb()
      .doc(`${COLLECTIONS.bookings}/privacy-e2e-booking`)
      .set({
        name: HEDY.name,
        email: HEDY.email,
        phone: '+1 415 555 0177',
        userId: uid,
        packageId: 'wedding-signature',
        packageName: 'Signature Wedding',
        packagePrice: 1800,
        packageDeposit: 540,
        eventType: 'Wedding',
        eventDate: '2031-05-10',
        venue: 'Lamarr Conservatory',
        guestCount: 60,
        notes: '',
        paymentMethod: 'cash',
        customPackageLink: '',
        status: 'pending',
        statusAt: { pending: new Date() },
        statusReason: '',
        paidTotal: 0,
        paymentStatus: 'unpaid',
        keywords: ['hedy'],
        createdAt: new Date(),
      });

    // On a phone first: the panel and the dialog, left without erasing.
    const phone = await ownerSignedIn(browser, MOBILE);
    await phone.page.goto(`${baseUrl}${customerPath(uid)}`);
    const phonePanel = phone.page.getByRole('region', { name: 'Privacy' });
    await phone.page.getByText('Signature Wedding · May 10, 2031').waitFor({ timeout: 20_000 });
    await shoot(phone.page, 'privacy-panel-375');
    await phonePanel.getByRole('button', { name: 'Erase personal data' }).click();
    await phone.page.getByRole('dialog', { name: 'Erase personal data?' }).waitFor();
    await shoot(phone.page, 'privacy-erase-dialog-375');
    await phone.page.getByRole('button', { name: 'Keep it' }).click();
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.goto(`${baseUrl}${customerPath(uid)}`);
    const panel = page.getByRole('region', { name: 'Privacy' });
    await page.getByText('Signature Wedding · May 10, 2031').waitFor({ timeout: 20_000 });
    await shoot(page, 'privacy-panel-1440');
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await panel.getByRole('button', { name: 'Export data' }).click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const files = downloads;
    expect(files.map((file) => file.suggestedFilename()).sort()).toEqual(['hedy-privacyton-data.csv', 'hedy-privacyton-data.json']);
    const json = JSON.parse(await readFile((await files.find((f) => f.suggestedFilename().endsWith('.json'))!.path())!, 'utf8')) as {
      collections: Record<string, { path: string }[]>;
    };
    expect(json.collections.bookings.map((doc) => doc.path)).toEqual(['bookings/privacy-e2e-booking']);
    expect(json.collections.supportRequests).toHaveLength(1);
    const csv = await readFile((await files.find((f) => f.suggestedFilename().endsWith('.csv'))!.path())!, 'utf8');
    expect(csv).toContain('bookings,bookings/privacy-e2e-booking,venue,Lamarr Conservatory');

    await panel.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data?' });
    const erase = dialog.getByRole('button', { name: 'Erase personal data' });
    await shoot(page, 'privacy-erase-dialog-1440');
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Type the customer’s email to confirm' }).fill(HEDY.email.toUpperCase());
    await erase.click();
    await expect
      .poll(() => page.getByText(/^Personal data erased: \d+ deleted, \d+ kept anonymised\.$/).isVisible(), { timeout: 30_000 })
      .toBe(true);
    const booking = (await adminDb().doc(`${COLLECTIONS.bookings}/privacy-e2e-booking`).get()).data()!;
    expect(booking).toMatchObject({ name: 'Erased customer', venue: 'Erased', phone: '0000000', packagePrice: 1800 });
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
