import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays, utcDay } from '@common/days';
import { adminPaths, bookingDetailPath, paths } from '@common/paths';
import { slipPaymentId } from '@common/schemas';
import { openSignInModal, ownerSignedIn, signInWithEmulatorForm } from './support/auth';
import { DESKTOP, sharedBrowser, MOBILE, newContext, watchErrors } from './support/browser';
import { adminAuth, adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';

// The owner's books in the browser: the Reports figures against a ledger seeded here (in 2031, a
// period no other journey writes to), the payments CSV, and a customer's bank-transfer slip that
// the owner approves with one click (its receipt follows), with the confirmed booking's .ics.
// SCREENSHOTS=<folder> also saves the screens at 1440 and 375 px.

let browser: Browser;
const shots = process.env.SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

function booking(userId: string, over: Record<string, unknown>) {
  const contact = { name: 'Grace Hopper', email: 'grace.books@example.com', phone: '+1 415 555 0142' };
  return {
    ...contact,
    userId,
    packageId: 'wedding-signature',
    packageName: 'Signature Wedding',
    packagePrice: 1800,
    packageDeposit: 540,
    eventType: 'Wedding',
    eventDate: '2031-02-14',
    venue: 'Palace of Fine Arts, San Francisco',
    guestCount: 90,
    notes: '',
    paymentMethod: 'bank-transfer',
    customPackageLink: '',
    status: 'confirmed',
    statusAt: { pending: new Date('2026-10-01T10:00:00Z'), confirmed: new Date('2026-10-02T10:00:00Z') },
    statusReason: '',
    paidTotal: 0,
    paymentStatus: 'unpaid',
    keywords: ['grace'],
    createdAt: new Date('2026-10-01T10:00:00Z'),
    ...over,
  };
}
const entry = (bookingId: string, amount: number, method: string, receivedOn: string, kind = 'payment') => ({
  bookingId,
  userId: 'books-ledger',
  kind,
  amount,
  method,
  receivedOn,
  note: '',
  reverses: null,
  overpaymentConfirmed: false,
  createdAt: new Date(`${receivedOn}T12:00:00Z`),
});

beforeAll(async () => {
  browser = await sharedBrowser();
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(`${COLLECTIONS.bookings}/books-2031-a`), booking('books-ledger', { paidTotal: 540, paymentStatus: 'deposit-paid' }));
  batch.set(
    db.doc(`${COLLECTIONS.bookings}/books-2031-b`),
    booking('books-ledger', { eventDate: '2031-03-05', paidTotal: 700, paymentStatus: 'deposit-paid' }),
  );
  batch.set(db.doc(`${COLLECTIONS.payments}/books-p1`), entry('books-2031-a', 540, 'bank-transfer', '2031-01-10'));
  batch.set(db.doc(`${COLLECTIONS.payments}/books-p2`), entry('books-2031-b', 900, 'cash', '2031-02-02'));
  batch.set(db.doc(`${COLLECTIONS.payments}/books-p3`), entry('books-2031-b', -200, 'cash', '2031-02-20', 'refund'));
  await batch.commit();
  // Reports' outstanding sums what the server stores on each booking (owedTotal, from its creation trigger).
  for (const id of ['books-2031-a', 'books-2031-b'])
    await waitForDoc(`${COLLECTIONS.bookings}/${id}`, (data) => data.owedTotal === 1800, 20_000);
});

describe('the owner’s books', () => {
  it('Reports shows the seeded ledger’s figures, and the payments CSV has its rows', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(new RegExp(`${adminPaths.reports}$`));
    await page.goto(`${baseUrl}${adminPaths.reports}?from=2031-01-01&to=2031-03-31`);
    const headline = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => headline('Net received').textContent(), { timeout: 20_000 }).toBe('$1,240');
    expect(await headline('Refunds').textContent()).toBe('$200');
    // 1,800 − 540 and 1,800 − 700.
    expect(await headline('Outstanding').textContent()).toBe('$2,360');
    const months = page.getByRole('table', { name: 'Net money received by month' });
    expect(await months.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^month/i),
      expect.stringMatching(/^January 2031\s+\$540\s+1 entry$/),
      expect.stringMatching(/^February 2031\s+\$700\s+2 entries$/),
      expect.stringMatching(/^March 2031\s+\$0\s+0 entries$/),
    ]);
    await shoot(page, 'reports-1440');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Payments (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('style-and-story-payments-2031-01-01-to-2031-03-31.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe('Receipt,Received on,Kind,Amount,Method,Stripe event,Booking,Reverses,Note,Recorded at,Currency');
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 5).join(','))).toEqual([
      'books-p1,2031-01-10,payment,540,bank-transfer',
      'books-p2,2031-02-02,payment,900,cash',
      'books-p3,2031-02-20,refund,-200,cash',
    ]);
    expect(errors).toEqual([]);
    await context.close();

    if (shots) {
      const mobile = await ownerSignedIn(browser, MOBILE);
      await mobile.page.goto(`${baseUrl}${adminPaths.reports}?from=2031-01-01&to=2031-03-31`);
      await mobile.page.locator('dt', { hasText: 'Net received' }).waitFor();
      await shoot(mobile.page, 'reports-375');
      await mobile.context.close();
    }
  });

  // Two sign-ins, a cold upload function and a live approval: 60 s was not enough under load (a CI run).
  it('a customer sends a transfer slip; the owner approves it with one click; the receipt and the .ics follow', async () => {
    const customer = await newContext(browser, DESKTOP);
    const page = await customer.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${paths.profile}`);
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    await signInWithEmulatorForm(page, { email: 'grace.books@example.com', name: 'Grace Hopper' });
    const uid = (await adminAuth().getUserByEmail('grace.books@example.com')).uid;
    const eventDate = addUtcDays(utcDay(new Date()), 120);
    await adminDb().doc(`${COLLECTIONS.bookings}/books-slip`).set(booking(uid, { eventDate }));

    const card = page.getByRole('listitem', { name: /^Signature Wedding,/ });
    const [ics] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download .ics' }).click()]);
    const calendar = await readFile((await ics.path())!, 'utf8');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${eventDate.replaceAll('-', '')}`);
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(await card.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(
      `dates=${eventDate.replaceAll('-', '')}%2F${addUtcDays(eventDate, 1).replaceAll('-', '')}`,
    );

    await card.getByRole('button', { name: 'Send the transfer slip' }).click();
    const slip = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#efe6d8' } })
      .jpeg()
      .toBuffer();
    await card.getByLabel('The slip (photo or PDF)').setInputFiles({ name: 'transfer.jpg', mimeType: 'image/jpeg', buffer: slip });
    await shoot(page, 'slip-upload-1440');
    await card.getByRole('button', { name: 'Send the slip' }).click();
    await card.getByText('Awaiting verification').waitFor();
    const slips = await adminDb().collection(COLLECTIONS.transferSlips).where('bookingId', '==', 'books-slip').get();
    expect(slips.size).toBe(1);
    const slipId = slips.docs[0].id;

    const owner = await ownerSignedIn(browser, DESKTOP);
    await owner.page.goto(`${baseUrl}${bookingDetailPath('books-slip')}`);
    const panel = owner.page.getByRole('region', { name: 'Transfer slips' });
    await panel.getByText('Awaiting verification').waitFor();
    await panel.getByRole('button', { name: 'View slip' }).click();
    await panel.getByRole('img', { name: 'Transfer slip for $540' }).waitFor();
    await shoot(owner.page, 'slip-approval-1440');
    await panel.getByRole('button', { name: 'Approve $540' }).click();
    await panel.getByText(/Approved/).waitFor();
    await waitForDoc(`${COLLECTIONS.bookings}/books-slip`, (d) => d.paidTotal === 540 && d.paymentStatus === 'deposit-paid', 20_000);
    expect(
      (
        await adminDb()
          .doc(`${COLLECTIONS.payments}/${slipPaymentId(slipId)}`)
          .get()
      ).data(),
    ).toMatchObject({
      amount: 540,
      method: 'bank-transfer',
      kind: 'payment',
    });
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    // The customer's side follows live: approved, with the receipt of the payment it became.
    await card.getByText('Approved').waitFor();
    await card.getByRole('link', { name: 'Receipt' }).first().click();
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    expect(await page.getByRole('row', { name: /Receipt number/ }).innerText()).toContain(slipPaymentId(slipId));
    expect(await page.getByRole('row', { name: /^Amount/ }).innerText()).toContain('$540');
    await shoot(page, 'receipt-1440');
    if (shots) {
      await page.emulateMedia({ media: 'print' });
      await shoot(page, 'receipt-print');
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(MOBILE);
      await shoot(page, 'receipt-375');
    }
    expect(errors).toEqual([]);
    await customer.close();
  }, 150_000);
});
