import { mkdirSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { storedBooking } from '../../functions/test/support/stored-booking';
import type { StripeCaptureServer } from '../../functions/test/support/stripe-capture-server';
import { seriousViolations } from './support/axe';
import { clearAuth, openSignInModal, signInWithEmulatorForm } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser, newContext, watchErrors } from './support/browser';
import { adminAuth, adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';
import { startStripeStandIn, stopStripeStandIn } from './support/stripe-stand-in';

// Paying the deposit online: the profile's button asks the createCheckoutSession function (through
// the Hosting rewrite) for a Checkout page, the Stripe stand-in's "Pay" posts the signed webhook
// Stripe would send and returns to the profile, which confirms the payment live.

const ada = { email: 'ada.online@example.com', name: 'Ada Online' };
const inFourMonths = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
let stripe: StripeCaptureServer;

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  stripe = await startStripeStandIn();
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await stopStripeStandIn(stripe);
});

const confirmedBooking = (userId: string) =>
  storedBooking(userId, {
    eventDate: inFourMonths,
    name: ada.name,
    email: ada.email,
    status: 'confirmed',
    statusAt: { pending: Timestamp.now() },
  });

describe('paying online', () => {
  it('the customer pays the deposit through Checkout; back on the profile it is confirmed and the booking shows "Deposit paid"', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/profile`);
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    await signInWithEmulatorForm(page, ada);
    const { uid } = await adminAuth().getUserByEmail(ada.email);
    await waitForDoc(`users/${uid}`, () => true, 20_000);
    const booking = await adminDb().collection(COLLECTIONS.bookings).add(confirmedBooking(uid));

    const card = page.getByRole('listitem', { name: /Signature Wedding/ });
    const pay = card.getByRole('button', { name: 'Pay deposit online' });
    await pay.waitFor();
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/pay-button-1440.png` });
    await pay.click();

    await page.waitForURL(/\/pay\/cs_test_/);
    expect(stripe.sessions.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe('72000');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(new RegExp(`/profile\\?checkout=paid&booking=${booking.id}&session=cs_test_`));
    await page.getByText('Payment received — thank you!').waitFor({ timeout: 20_000 });
    // Derived by the onPaymentCreated trigger, whose first worker starts only now (seen taking over 20 s under load).
    await card.getByText('Deposit paid', { exact: true }).waitFor({ timeout: 45_000 });
    await card.getByRole('button', { name: 'Pay balance online' }).waitFor();
    expect(await card.textContent()).toContain('Card, paid online');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/success-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);

    const entries = await adminDb().collection(COLLECTIONS.payments).where('bookingId', '==', booking.id).get();
    expect(entries.docs.map((d) => [d.get('method'), d.get('amount'), d.id.startsWith('evt_')])).toEqual([['card', 720, true]]);
    expect(errors).toEqual([]);

    if (SHOTS) {
      await page.setViewportSize(MOBILE);
      await page.reload();
      await page.getByText('Payment received — thank you!').waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/success-375.png` });
      await card.screenshot({ path: `${SHOTS}/pay-button-375.png` });
    }
    await context.close();
  }, 120_000);
});
