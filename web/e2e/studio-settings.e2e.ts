import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { OWNER_EMAIL } from '@common/owner';
import { adminPaths, adminSetupPath, paths } from '@common/paths';
import { PAYMENT_SETTINGS_ID, POLICIES_SETTINGS_ID, STUDIO_SETTINGS_ID } from '@common/schemas/settings';
import { clearAuth, signInAsOwner } from './support/auth';
import { DESKTOP, launchBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The studio's identity lives in Admin → Settings (settings/studio): the owner changes it there and
// the public site follows, without a rebuild (prerendered pages refresh it on hydration). The next
// booking email with the new name and phone is checked against the capture server in
// functions/test/integration/order-emails.test.ts ("the emails read the studio settings").

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await seedCatalogue();
});

const settingsDocs = [
  `${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}`,
  `${COLLECTIONS.settings}/${POLICIES_SETTINGS_ID}`,
  `${COLLECTIONS.ownerSettings}/${PAYMENT_SETTINGS_ID}`,
];

describe('the studio settings', () => {
  it('the owner renames the studio and changes its phone: the footer and the contact page show them', async () => {
    const owner = await newContext(browser, DESKTOP);
    const page = await owner.newPage();
    const errors = watchErrors(page);
    await signInAsOwner(page, OWNER_EMAIL);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Studio name' }).fill('Atelier Lumière');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+33 1 42 68 53 00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Settings saved/).waitFor();
    await waitForDoc(`${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}`, (d) => d.name === 'Atelier Lumière' && d.phone === '+33 1 42 68 53 00');
    expect(errors).toEqual([]);
    await owner.close();

    // A visitor: the prerendered pages were built with the old name; hydration brings the new one.
    const visitor = await newContext(browser, MOBILE);
    const site = await visitor.newPage();
    await site.goto(`${baseUrl}${paths.home}`);
    const footer = site.getByRole('contentinfo');
    await footer.getByRole('link', { name: '+33 1 42 68 53 00' }).waitFor();
    expect(await footer.textContent()).toContain('Atelier Lumière');
    expect(await footer.textContent()).not.toContain('+1 (415) 555-0142');

    await site.goto(`${baseUrl}${paths.contact}`);
    const details = site.locator('main address');
    await details.getByRole('link', { name: '+33 1 42 68 53 00' }).waitFor();
    expect(await details.getByRole('link', { name: '+33 1 42 68 53 00' }).getAttribute('href')).toBe('tel:+33142685300');
    await visitor.close();
  });

  it('a fresh deployment: the owner’s first visit to the admin walks through the setup, then opens the dashboard', async () => {
    await Promise.all(settingsDocs.map((path) => adminDb().doc(path).delete()));
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${paths.adminLogin}`);
    const form = page.getByTestId('emulator-sign-in');
    await form.getByLabel('Email').fill(OWNER_EMAIL);
    await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
    await page.waitForURL(new RegExp(`${adminSetupPath}$`));

    await page.getByRole('textbox', { name: 'Studio name' }).fill('Atelier Lumière');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+33 1 42 68 53 00');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 rue des Lilas, 75011 Paris');
    await page.getByRole('textbox', { name: 'Opening hours' }).fill('Tue–Sat, 10:00–18:00');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Save and open the dashboard' }).click();
    await page.waitForURL(new RegExp(`${adminPaths.dashboard}$`));
    await Promise.all(settingsDocs.map((path) => waitForDoc(path, () => true)));
    expect((await adminDb().doc(settingsDocs[0]).get()).data()).toMatchObject({ name: 'Atelier Lumière', depositPercent: 30 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
