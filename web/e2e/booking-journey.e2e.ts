import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSplit } from '@common/payments';
import { PACKAGES } from '../../scripts/seed/index';
import { bookingPath } from '@common/paths';
import { clearAuth, openSignInModal, signInWithEmulatorForm } from './support/auth';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { adminAuth, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

const chosen = PACKAGES.find((p) => p.id === 'wedding-signature')!;
const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a customer books a package', () => {
  it('signs in from the booking page, books, sees it in the profile and cancels it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${baseUrl}${bookingPath(chosen.id)}`);
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    await signInWithEmulatorForm(page, { email: 'margaret@example.com', name: 'Margaret Hamilton' });

    // The page carries on in place, with the package chosen from the link.
    await page.getByLabel('Type of event').selectOption('Wedding');
    await page.getByLabel('Event date').fill(inThreeMonths);
    await page.getByLabel('Venue').fill('Palace of Fine Arts, San Francisco');
    await page.getByLabel('Number of guests').fill('120');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('textbox', { name: 'Full name' }).inputValue()).resolves.toBe('Margaret Hamilton');
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('margaret@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0199');
    await page.getByText('Cash at the studio').click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL(/\/thank-you\?booking=/);
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    const stored = await waitForDoc(`bookings/${bookingId}`, () => true);
    const { uid } = await adminAuth().getUserByEmail('margaret@example.com');
    expect(stored).toMatchObject({
      packageId: chosen.id,
      packageName: chosen.data.name,
      packagePrice: chosen.data.price,
      packageDeposit: depositSplit(chosen.data.price).deposit,
      eventType: 'Wedding',
      eventDate: inThreeMonths,
      guestCount: 120,
      paymentMethod: 'cash',
      status: 'pending',
    });
    expect(stored.userId).toBe(uid);

    await page.goto(`${baseUrl}/profile`);
    const card = page.getByRole('listitem').filter({ hasText: chosen.data.name });
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
    await waitForDoc(`bookings/${bookingId}`, (data) => data.status === 'cancelled');
    await card
      .getByText(/cancelled/i)
      .first()
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
