import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays, dayIn } from '@common/days';
import { adminPaths, bookingPath, packagePath, paths, receiptPath } from '@common/paths';
import { PAYMENT_SETTINGS_ID, POLICIES_SETTINGS_ID, STUDIO_SETTINGS_ID } from '@common/schemas/settings';
import { content } from '../../functions/test/support/capture-server';
import { capturedMail } from '../../tests/support/mail-capture';
import { PACKAGES } from '../../scripts/seed/index';
import { customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, newContext, sharedBrowser, watchErrors } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';

// Any studio, anywhere: the owner of a studio in Manchester sets its area, its locale (en-GB, the
// week from Monday), pounds and London's time in Admin → Settings, and the site, the emails, the
// receipts and the books follow: the home page names Manchester and prices in £, a package in £, the
// booking form, its email and a receipt write days as en-GB does (12 June 2027), the CSV keeps ISO
// days and plain amounts with GBP. The demo studio's three settings documents are put back as they
// were after the file, whatever happened in it: every other journey expects San Francisco, USD and
// en-US. SCREENSHOTS=<folder> also saves the home, booking and receipt pages at 1440 and 375 px.

const AREA = 'Manchester and the North West';
const ADDRESS = 'Unit 4, Royal Mills, Ancoats, Manchester M4 6BX';
const PHONE = '+44 161 496 0018';
const BANK = 'Account name: Style & Story Ltd\nSort code: 04-00-04\nAccount: 12345678';
const CUSTOMER = { email: 'amelia.manchester@example.com', name: 'Amelia Hartley' };
const chosen = PACKAGES.find((p) => p.id === 'wedding-signature')!;

const settingsDocs = [
  `${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}`,
  `${COLLECTIONS.settings}/${POLICIES_SETTINGS_ID}`,
  `${COLLECTIONS.ownerSettings}/${PAYMENT_SETTINGS_ID}`,
];
let before: (DocumentData | undefined)[] = [];

/** How en-GB writes a day, as the site must: "12 June 2027". */
const britishDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(amount);

let browser: Browser;
const shots = process.env.SCREENSHOTS;
// From the top: a page scrolled down would show its sticky header in the middle of the picture.
const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const shootBoth = async (page: Page, name: string) => {
  if (!shots) return;
  await shoot(page, `${name}-1440`);
  await page.setViewportSize(MOBILE);
  await shoot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
};

beforeAll(async () => {
  browser = await sharedBrowser();
  before = await Promise.all(settingsDocs.map(async (path) => (await adminDb().doc(path).get()).data()));
});

afterAll(async () => {
  await Promise.all(settingsDocs.map((path, i) => (before[i] ? adminDb().doc(path).set(before[i]) : adminDb().doc(path).delete())));
});

// The booking the customer makes, for the email, the receipt and the CSV.
const event = { day: '', bookingId: '', receivedOn: '', paymentId: 'manchester-deposit' };

describe('a studio in Manchester', () => {
  it('the owner sets the area, en-GB (the week then starts on Monday), pounds and London’s time in Settings', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
    await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
    await page.getByRole('textbox', { name: 'Area you serve (optional)' }).fill(AREA);
    await page.getByRole('textbox', { name: 'Bank details' }).fill(BANK);
    await page.getByRole('textbox', { name: 'UPI id (optional)' }).fill('');
    await page.getByLabel('Currency').selectOption('GBP');
    await page.getByLabel('Time zone').selectOption('Europe/London');
    await page.getByLabel('Dates and numbers').selectOption('en-GB');
    await expect.poll(() => page.getByLabel('Weeks start on').inputValue()).toBe('monday');
    // The list shows each locale as it writes a day and a price in the chosen currency.
    expect(await page.getByLabel('Dates and numbers').locator('option:checked').textContent()).toBe(
      'United Kingdom — 12 June 2027, 17:30 · £1,850',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Settings saved/).waitFor();
    await waitForDoc(
      settingsDocs[0],
      (d) => d.areaServed === AREA && d.locale === 'en-GB' && d.weekStart === 'monday' && d.currency === 'GBP' && d.address === ADDRESS,
    );

    // The calendar's weeks start on Monday now (Sunday for the demo studio's en-US).
    await page.goto(`${baseUrl}${adminPaths.bookings}?tab=calendar`);
    const month = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ });
    await expect.poll(() => month.locator('.grid-cols-7 > [aria-hidden="true"]').first().textContent()).toBe('Mon');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`a visitor at ${viewport.width} px: the home page names Manchester and prices in pounds, and no other place`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}${paths.home}`);
      // Prerendered for the demo studio; hydration brings the settings saved since.
      const main = page.getByRole('main');
      await main.getByText(`Weddings, portraits, celebrations and brand events across ${AREA}.`).waitFor();
      await expect
        .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
        .toBe(
          `Style & Story is a photography and event-styling studio serving ${AREA}: weddings, portraits, celebrations and brand events, styled and photographed by one team.`,
        );
      const featured = page.getByRole('region', { name: 'Our most loved packages' });
      await expect.poll(() => featured.textContent()).toMatch(/£\d/);
      expect(await featured.textContent()).not.toContain('$');
      // The settings' words (the catalogue below is the demo studio's content, written for its city).
      for (const part of [page.getByRole('region', { name: 'Style & Story' }), page.getByRole('contentinfo')]) {
        expect(await part.innerText()).not.toMatch(/San Francisco|Bay Area|\$\d/);
      }
      expect(await page.getByRole('contentinfo').innerText()).toContain(PHONE);
      await shoot(page, `manchester-home-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a package in pounds; the customer books it: the form, the booking email and the calendar write days as en-GB does', async () => {
    const visitor = await newContext(browser, DESKTOP);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}${packagePath(chosen.id)}`);
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain(pounds(chosen.data.price));
    expect(await main.textContent()).not.toContain('$');
    await visitor.close();

    const today = dayIn('Europe/London', new Date());
    event.day = addUtcDays(today, 100);
    const { context, page: booking, errors, uid } = await customerSignedIn(browser, CUSTOMER, bookingPath(chosen.id));
    await booking.getByLabel('Type of event').selectOption('Wedding');
    await booking.getByLabel('Event date').fill(event.day);
    // The date box is the browser's (here en-US: 03/09/2027); its hint says the day as the studio does.
    const shortDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await booking.getByText(`${shortDay.format(new Date(`${event.day}T12:00:00Z`))}. From tomorrow onwards.`).waitFor();
    await booking.getByLabel('Venue').fill('Victoria Baths');
    await booking.getByLabel('Number of guests').fill('90');
    await shootBoth(booking, 'manchester-booking-event');
    await booking.getByRole('button', { name: 'Continue' }).click();
    await booking.getByRole('textbox', { name: 'Phone' }).fill('+44 7700 900123');
    await booking.getByText('Cash at the studio').click();
    await booking.getByRole('button', { name: 'Continue' }).click();
    const review = booking.getByRole('main');
    await review.getByText(britishDay(event.day)).first().waitFor();
    expect(await review.textContent()).toContain(pounds(chosen.data.price));
    expect(await review.textContent()).not.toMatch(/\$\d/);
    await shootBoth(booking, 'manchester-booking-review');
    await booking.getByRole('button', { name: 'Send booking request' }).click();
    await booking.waitForURL(/\/thank-you\?booking=/);
    event.bookingId = new URL(booking.url()).searchParams.get('booking')!;
    const stored = await waitForDoc(`${COLLECTIONS.bookings}/${event.bookingId}`, (d) => d.userId === uid);

    const [email] = await capturedMail().waitFor(
      (mail) => mail.body.custom_args?.kind === 'booking-requested' && mail.body.custom_args?.bookingId === event.bookingId,
      { timeoutMs: 30_000 },
    );
    const text = content(email, 'text/plain');
    expect(email.body.subject).toBe(`We have your booking request: ${chosen.data.name}, ${britishDay(event.day)}`);
    expect(text).toContain(`Deposit: ${pounds(Number(stored.packageDeposit))}, due after we confirm`);
    expect(text).toContain(ADDRESS);
    expect(text).not.toMatch(/\$\d|San Francisco/);
    expect(content(email, 'text/html')).toContain('<html lang="en-GB">');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the deposit’s receipt in pounds, received on an en-GB day; the payments CSV with ISO days and GBP', async () => {
    const stored = (await adminDb().doc(`${COLLECTIONS.bookings}/${event.bookingId}`).get()).data()!;
    event.receivedOn = dayIn('Europe/London', new Date());
    // The owner records the deposit paid in cash at the studio (as Admin → Bookings does).
    await adminDb().doc(`${COLLECTIONS.payments}/${event.paymentId}`).set({
      bookingId: event.bookingId,
      userId: stored.userId,
      kind: 'payment',
      amount: stored.packageDeposit,
      method: 'cash',
      receivedOn: event.receivedOn,
      note: '',
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: new Date(),
    });
    await waitForDoc(`${COLLECTIONS.bookings}/${event.bookingId}`, (d) => d.paidTotal === stored.packageDeposit, 20_000);

    const { context, page, errors } = await customerSignedIn(browser, CUSTOMER, receiptPath(event.paymentId));
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    expect(await page.getByRole('row', { name: /^Amount/ }).innerText()).toContain(pounds(Number(stored.packageDeposit)));
    expect(await page.getByRole('row', { name: /^Date received/ }).innerText()).toContain(britishDay(event.receivedOn));
    expect(await page.getByRole('row', { name: /^Paid to date/ }).innerText()).toContain(pounds(Number(stored.packageDeposit)));
    const receipt = await page.locator('article').innerText();
    expect(receipt).toContain(ADDRESS);
    expect(receipt).not.toMatch(/\$\d|San Francisco/);
    await shootBoth(page, 'manchester-receipt');
    expect(errors).toEqual([]);
    await context.close();

    // Its receipt by email, as the site writes it.
    const [mail] = await capturedMail().waitFor(
      (sent) => sent.body.custom_args?.kind === 'payment-payment' && sent.body.custom_args?.paymentId === event.paymentId,
      { timeoutMs: 30_000 },
    );
    const mailed = content(mail, 'text/plain');
    expect(mailed).toContain(`Amount: ${pounds(Number(stored.packageDeposit))}`);
    expect(mailed).toContain(`Date: ${britishDay(event.receivedOn)}`);
    expect(mailed).toContain(`${chosen.data.name}, ${britishDay(event.day)}`);

    const owner = await ownerSignedIn(browser, DESKTOP);
    await owner.page.goto(`${baseUrl}${adminPaths.reports}?from=${event.receivedOn}&to=${event.receivedOn}`);
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Payments (CSV)' }).click(),
    ]);
    const rows = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe('Receipt,Received on,Kind,Amount,Method,Stripe event,Booking,Reverses,Note,Recorded at,Currency');
    const row = rows.find((line) => line.startsWith(`${event.paymentId},`))!.split(',');
    expect([row[1], row[2], row[3], row[4], row[6], row.at(-1)]).toEqual([
      event.receivedOn,
      'payment',
      String(stored.packageDeposit),
      'cash',
      event.bookingId,
      'GBP',
    ]);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
