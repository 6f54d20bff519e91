import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositSplit } from '@common/payments';
import { FRAMES, PACKAGES } from '../../scripts/seed/index';
import { bookingPath, frameBookingPath } from '@common/paths';
import { content, recipients } from '../../functions/test/support/capture-server';
import { capturedMail } from '../../tests/support/mail-capture';
import { clearAuth, openSignInModal, signInWithEmulatorForm } from './support/auth';
import { sharedBrowser, newContext, watchErrors } from './support/browser';
import { adminAuth, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';
import { DEMO_STUDIO } from '../../scripts/seed/studio-settings';

const chosen = PACKAGES.find((p) => p.id === 'wedding-signature')!;
const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const frame = FRAMES.find((f) => f.id === 'classic-oak')!;
const size = frame.data.sizes[2];

let browser: Browser;
beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await sharedBrowser();
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
      packageDeposit: depositSplit(chosen.data.price, DEMO_STUDIO.depositPercent).deposit,
      eventType: 'Wedding',
      eventDate: inThreeMonths,
      guestCount: 120,
      paymentMethod: 'cash',
      status: 'pending',
    });
    expect(stored.userId).toBe(uid);
    // The functions email her the request, through the real SendGrid client, to the session's capture server.
    const [requested] = await capturedMail().waitFor(
      (mail) => recipients(mail).includes('margaret@example.com') && content(mail, 'text/plain').includes(bookingId),
    );
    expect(requested.body.subject).toContain(chosen.data.name);

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

describe('a customer orders a frame', () => {
  it('signs in from the frame page, is told what is missing, orders for pickup at the catalogue price', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${baseUrl}${frameBookingPath(frame.id)}`);
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    await signInWithEmulatorForm(page, { email: 'ansel@example.com', name: 'Ansel Adams' });

    // The frame comes from the link; its size, the photo and a phone are still missing.
    await expect(page.getByRole('radio', { name: new RegExp(frame.data.name) }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Place frame order' }).click();
    await page.getByText('Choose a size.').waitFor();
    await page.getByText('Tell us which photo to frame.').waitFor();

    await page.getByText(size.label, { exact: true }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByLabel('Which photo should we frame?').fill('IMG_0042, the first dance');
    await page.getByLabel('Delivery address').fill('typed, then changed to a pickup');
    await page.getByText('Collect at the studio').click();
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0123');
    await page.getByRole('button', { name: 'Place frame order' }).click();
    await page.waitForURL(/\/frame-thank-you\?order=/);
    const orderId = new URL(page.url()).searchParams.get('order')!;

    const stored = await waitForDoc(`frameOrders/${orderId}`, () => true);
    const { uid } = await adminAuth().getUserByEmail('ansel@example.com');
    expect(stored).toMatchObject({
      userId: uid,
      placedBy: 'customer',
      frameId: frame.id,
      frameName: frame.data.name,
      size: size.label,
      unitPrice: size.price,
      quantity: 2,
      photoNote: 'IMG_0042, the first dance',
      fulfilment: 'pickup',
      deliveryAddress: '',
      name: 'Ansel Adams',
      email: 'ansel@example.com',
      status: 'received',
    });
    await page.getByRole('heading', { name: frame.data.name }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
