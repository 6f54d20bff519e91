import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { OWNER_EMAIL } from '@common/owner';
import { adminPaths, adminSetupPath, bookingPath, paths } from '@common/paths';
import { PAYMENT_SETTINGS_ID, POLICIES_SETTINGS_ID, STUDIO_SETTINGS_ID } from '@common/schemas/settings';
import { content } from '../../functions/test/support/capture-server';
import { capturedMail } from '../../tests/support/mail-capture';
import { PACKAGES } from '../../scripts/seed/index';
import { clearAuth, openSignInModal, signInAsOwner, signInWithEmulatorForm } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The studio's identity lives in Admin → Settings (settings/studio): the owner changes it there and
// the public site follows, without a rebuild (prerendered pages refresh it on hydration), and so
// does the next booking email (sent through the real SendGrid client to the session's capture server).

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await sharedBrowser();
});
afterAll(async () => {
  await seedCatalogue();
});

/** A customer books the Signature Wedding in the browser; the booking's id. */
async function bookAsCustomer(customer: { email: string; name: string }) {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  const chosen = PACKAGES.find((p) => p.id === 'wedding-signature')!;
  await page.goto(`${baseUrl}${bookingPath(chosen.id)}`);
  await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
  await signInWithEmulatorForm(page, customer);
  await page.getByLabel('Type of event').selectOption('Wedding');
  await page.getByLabel('Event date').fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Venue').fill('Palace of Fine Arts, San Francisco');
  await page.getByLabel('Number of guests').fill('80');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0199');
  await page.getByText('Cash at the studio').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await page.waitForURL(/\/thank-you\?booking=/);
  const id = new URL(page.url()).searchParams.get('booking')!;
  await context.close();
  return id;
}

const settingsDocs = [
  `${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}`,
  `${COLLECTIONS.settings}/${POLICIES_SETTINGS_ID}`,
  `${COLLECTIONS.ownerSettings}/${PAYMENT_SETTINGS_ID}`,
];

describe('the studio settings', () => {
  it('the owner renames the studio and changes its phone: the footer, the contact page and the next booking email show them', async () => {
    const owner = await newContext(browser, DESKTOP);
    const page = await owner.newPage();
    const errors = watchErrors(page);
    await signInAsOwner(page, OWNER_EMAIL);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Studio name' }).fill('Atelier Lumière');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+33 1 42 68 53 00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Settings saved/).waitFor();
    await waitForDoc(
      `${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}`,
      (d) => d.name === 'Atelier Lumière' && d.phone === '+33 1 42 68 53 00',
    );
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

    const bookingId = await bookAsCustomer({ email: 'ines@example.com', name: 'Inès Laurent' });
    const [email] = await capturedMail().waitFor(
      (mail) => mail.body.custom_args?.kind === 'booking-requested' && mail.body.custom_args?.bookingId === bookingId,
      { timeoutMs: 30_000 },
    );
    const text = content(email, 'text/plain');
    expect(email.body.from).toMatchObject({ name: 'Atelier Lumière' });
    expect(email.body.reply_to).toEqual({ email: 'hello@styleandstory.studio' });
    expect(text).toContain('Thank you for choosing Atelier Lumière.');
    expect(text).toContain('+33 1 42 68 53 00');
    expect(text).not.toContain('+1 (415) 555-0142');
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
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 rue des Lilas, 75011 Paris');
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
