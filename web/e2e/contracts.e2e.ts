import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { formatIsoDay } from '@common/format';
import { bookingDetailPath, bookingPath, contractPath, paths } from '@common/paths';
import { CONTRACTS_SETTINGS_ID } from '@common/schemas/contracts';
import { storedBooking } from '../../functions/test/support/stored-booking';
import type { StripeCaptureServer } from '../../functions/test/support/stripe-capture-server';
import { recipients } from '../../functions/test/support/capture-server';
import { capturedMail } from '../../tests/support/mail-capture';
import { DEFAULT_TEMPLATE_ID } from '../../scripts/seed/contracts';
import { seriousViolations } from './support/axe';
import { clearAuth, customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';
import { startStripeStandIn, stopStripeStandIn } from './support/stripe-stand-in';

// Issue 34 end to end: a pending request; the owner sends the contract from the booking page; the
// customer, on a phone (375 px), opens the profile, follows "Review and sign", signs with her typed
// name and sees the day held; pays the deposit through the Stripe Checkout stand-in; the deposit
// locks the day (the booking is confirmed, the booking form shows the day taken); the signed PDF is
// downloaded and its SHA-256 is the one stored; the owner countersigns; the owner moves the booking
// and the customer signs addendum 1. Screenshots (contract page unsigned, signed with the hold,
// the addendum; 1440 and 375 px) and the signed PDF go to SHOTS_DIR when it is set.

const grace = { email: 'grace.contract@example.com', name: 'Grace Hopper' };
const DAY = '2027-10-23';
const NEW_DAY = '2027-10-30';
const SHOTS = process.env.SHOTS_DIR;

let browser: Browser;
let stripe: StripeCaptureServer;
let customer: { context: BrowserContext; page: Page; errors: string[]; uid: string };
let bookingId = '';

const calendarDay = async (day: string) => (await adminDb().collection(COLLECTIONS.calendar).doc(day).get()).data();
const contractDoc = () => `${COLLECTIONS.contracts}/${bookingId}`;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top, so the fixed header and the sticky schedule sit where a visitor first sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The page at both widths, back to the phone's at the end. */
async function shotBoth(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1440`);
  await page.setViewportSize(MOBILE);
  await shot(page, `${name}-375`);
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
}

async function expectTapTarget(locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  expect(box, 'the control is on screen').toBeTruthy();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
}

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  stripe = await startStripeStandIn();
  // The seed turns contracts on with its default template (scripts/seed/contracts.ts).
  expect((await adminDb().collection(COLLECTIONS.settings).doc(CONTRACTS_SETTINGS_ID).get()).data()).toMatchObject({
    enabled: true,
    defaultTemplateId: DEFAULT_TEMPLATE_ID,
  });
  for (const day of [DAY, NEW_DAY]) await adminDb().collection(COLLECTIONS.calendar).doc(day).delete();
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await customer?.context.close();
  for (const day of [DAY, NEW_DAY]) await adminDb().collection(COLLECTIONS.calendar).doc(day).delete();
  await stopStripeStandIn(stripe);
});

describe('contracts with e-signature', () => {
  it('the owner sends the contract of a pending request from its booking page; the customer is emailed "Review and sign"', async () => {
    customer = await customerSignedIn(browser, grace, paths.profile, MOBILE);
    const created = await adminDb()
      .collection(COLLECTIONS.bookings)
      .add(storedBooking(customer.uid, { eventDate: DAY, name: grace.name, email: grace.email }));
    bookingId = created.id;

    const owner = await ownerSignedIn(browser, DESKTOP);
    await owner.page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    await owner.page.getByRole('button', { name: 'Send contract' }).click();
    await waitForDoc(contractDoc(), (data) => data.status === 'sent', 30_000);
    await waitForDoc(`${COLLECTIONS.bookings}/${bookingId}`, (data) => data.contractState === 'sent');
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const [sent] = await capturedMail().waitFor(
      (r) => r.body.custom_args?.kind === 'contract-sent' && r.body.custom_args?.bookingId === bookingId,
    );
    expect(recipients(sent)).toEqual([grace.email]);
    expect(JSON.stringify(sent.body)).toContain(contractPath(bookingId));
  }, 120_000);

  it('at 375 px the customer follows Review and sign from the profile, signs with her typed name, and sees the day held', async () => {
    const { page } = customer;
    await page.reload();
    const card = page.getByRole('listitem', { name: `Signature Wedding, ${formatIsoDay(DAY)}` });
    const review = card.getByRole('link', { name: 'Review and sign' });
    await review.waitFor({ timeout: 20_000 });
    // Signing comes before any payment.
    expect(await card.getByRole('button', { name: /Pay .* online/ }).count()).toBe(0);
    await expectTapTarget(review);
    if (SHOTS) await card.screenshot({ path: join(SHOTS, 'profile-card-review-375.png') });
    await review.click();

    await page.waitForURL(`${baseUrl}${contractPath(bookingId)}`);
    await page.getByRole('heading', { level: 1, name: `Photography agreement: Signature Wedding on ${formatIsoDay(DAY)}` }).waitFor();
    await page.getByRole('region', { name: 'Where your contract stands' }).getByText('Waiting for your signature').waitFor();
    // The rendered text carries the booking's facts, not the template's fields.
    await page.getByRole('article', { name: 'The contract' }).getByText(grace.name, { exact: false }).first().waitFor();
    expect(await page.getByRole('article', { name: 'The contract' }).textContent()).not.toContain('{{');
    await waitForDoc(contractDoc(), (data) => data.status === 'viewed' && Boolean(data.viewedAt));

    const form = page.getByRole('form', { name: 'Sign contract' });
    const name = form.getByLabel('Your full name');
    expect(await name.inputValue()).toBe(grace.name);
    const box = form.getByRole('checkbox', {
      name: /^I have read and agree to Photography agreement: Signature Wedding on .+, version 1 sent /,
    });
    const sign = form.getByRole('button', { name: 'Sign contract' });
    await expectNoSidewaysScroll(page);
    await expectTapTarget(sign);
    await expectTapTarget(form.getByRole('button', { name: 'Draw instead' }));
    expect((await name.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The drawn option fits the phone's width, and going back to typing is one tap.
    await form.getByRole('button', { name: 'Draw instead' }).click();
    const pad = (await form.getByRole('img', { name: 'Your drawn signature: empty' }).boundingBox())!;
    expect(pad.x).toBeGreaterThanOrEqual(0);
    expect(pad.x + pad.width).toBeLessThanOrEqual(MOBILE.width);
    await expectNoSidewaysScroll(page);
    await form.getByRole('button', { name: 'Type my name instead' }).click();
    // From the keyboard: the name, Draw instead, then the box, each with its focus ring.
    await name.click();
    await page.keyboard.press('Tab');
    expect(await form.getByRole('button', { name: 'Draw instead' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    if (SHOTS) await form.screenshot({ path: join(SHOTS, 'sign-form-keyboard-375.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'contract-unsigned');

    // Signing without the box says what is missing and sends nothing.
    await sign.click();
    await form.getByText('Tick the box to agree to this version').waitFor();
    expect((await adminDb().doc(contractDoc()).get()).get('signature')).toBeUndefined();
    await box.check();
    // After the box, the sign button is right there on the phone's screen.
    await sign.scrollIntoViewIfNeeded();
    expect(await sign.isVisible()).toBe(true);
    await sign.click();

    const state = page.getByRole('region', { name: 'Where your contract stands' });
    await state.getByText(/^Your date is held for you until /).waitFor({ timeout: 30_000 });
    await state.getByText(`Signed on`, { exact: false }).waitFor();
    const stored = await waitForDoc(contractDoc(), (data) => data.status === 'signed');
    expect(stored.signature).toMatchObject({ name: grace.name, method: 'typed', drawing: '', email: grace.email, uid: customer.uid });
    expect(stored.hold).toMatchObject({ day: DAY, state: 'held' });
    expect(await calendarDay(DAY)).toMatchObject({ kind: 'hold', bookingId });
    await state.getByRole('heading', { name: 'Pay the $720 deposit' }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'contract-signed-hold');
  }, 120_000);

  it('the deposit through the Checkout stand-in locks the day: the booking is confirmed and the booking form shows the day taken', async () => {
    const { page } = customer;
    await page.goto(`${baseUrl}${contractPath(bookingId)}`);
    const pay = page.getByRole('button', { name: 'Pay deposit online' });
    await pay.waitFor();
    await expectTapTarget(pay);
    await pay.click();
    await page.waitForURL(/\/pay\/cs_test_/);
    expect(stripe.sessions.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe('72000');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/profile\\?checkout=paid&booking=${bookingId}&session=cs_test_`));

    // onPaymentCreated turns the hold into the lock (its first worker may take a while under load).
    await waitForDoc(`${COLLECTIONS.bookings}/${bookingId}`, (data) => data.status === 'confirmed', 90_000);
    expect(await calendarDay(DAY)).toMatchObject({ kind: 'booking', bookingId });
    expect((await adminDb().doc(contractDoc()).get()).get('hold.state')).toBe('locked');

    await page.goto(`${baseUrl}${contractPath(bookingId)}`);
    await page.getByRole('region', { name: 'Where your contract stands' }).getByText('Your date is booked').waitFor();

    await page.goto(`${baseUrl}${bookingPath('wedding-signature')}`);
    const label = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(`${DAY}T12:00:00`),
    );
    await page.getByRole('region', { name: 'Dates already taken' }).getByText(label).waitFor();
  }, 180_000);

  it('the signed PDF downloads from the contract page, and its SHA-256 is the one stored with the signature', async () => {
    const { page } = customer;
    const pdf = await waitForDoc(contractDoc(), (data) => Boolean(data.pdf), 45_000).then((data) => data.pdf as { sha256: string });
    await page.goto(`${baseUrl}${contractPath(bookingId)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download signed PDF' }).click(),
    ]);
    const path = await download.path();
    const bytes = await readFile(path!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdf.sha256);
    if (SHOTS) writeFileSync(join(SHOTS, 'signed-contract.pdf'), bytes);
    await page.getByRole('region', { name: 'Where your contract stands' }).getByText('Your date is booked').waitFor();
    await shotBoth(page, 'contract-booked');
  }, 90_000);

  it("another customer, and an address with no contract, read only that the contract isn't available", async () => {
    const other = await customerSignedIn(
      browser,
      { email: 'mallory.contract@example.com', name: 'Mallory' },
      contractPath(bookingId),
      MOBILE,
    );
    await other.page.getByRole('heading', { name: "This contract isn't available" }).waitFor({ timeout: 20_000 });
    expect(await other.page.getByText('Photography agreement').count()).toBe(0);
    await other.page.goto(`${baseUrl}${contractPath('no-such-booking')}`);
    await other.page.getByRole('heading', { name: "This contract isn't available" }).waitFor({ timeout: 20_000 });
    await other.context.close();
  }, 90_000);

  it('the owner countersigns, and the customer sees it', async () => {
    const owner = await ownerSignedIn(browser, DESKTOP);
    await owner.page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    await owner.page.getByRole('button', { name: 'Countersign…' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Countersign the contract' });
    await dialog.getByLabel('Your name, as it should appear').fill('Elena Marquez');
    await dialog.getByRole('button', { name: 'Countersign' }).click();
    await waitForDoc(contractDoc(), (data) => data.status === 'countersigned', 30_000);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const { page } = customer;
    await page.goto(`${baseUrl}${contractPath(bookingId)}`);
    await page
      .getByRole('region', { name: 'Where your contract stands' })
      .getByText(/countersigned by the studio on /)
      .waitFor();
  }, 90_000);

  it('the owner moves the booking; the customer signs addendum 1 with only the changed terms shown', async () => {
    // The customer's profile is open while the owner moves the day: her card asks for the addendum, live.
    const { page } = customer;
    await page.goto(`${baseUrl}${paths.profile}`);
    await page
      .getByRole('listitem', { name: `Signature Wedding, ${formatIsoDay(DAY)}` })
      .getByText('Contract signed and countersigned')
      .waitFor();

    const owner = await ownerSignedIn(browser, DESKTOP);
    await owner.page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    await owner.page.getByRole('button', { name: 'Reschedule…' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Move this booking' });
    await dialog.getByLabel('New date').fill(NEW_DAY);
    await dialog.getByRole('button', { name: 'Move the booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
    const addendumPath = `${contractDoc()}/${SUBCOLLECTIONS.contractAddenda}/1`;
    await waitForDoc(addendumPath, (data) => data.status === 'sent', 45_000);

    const card = page.getByRole('listitem', { name: `Signature Wedding, ${formatIsoDay(NEW_DAY)}` });
    await card.getByRole('link', { name: 'Sign addendum 1' }).waitFor();
    if (SHOTS) await card.screenshot({ path: join(SHOTS, 'profile-card-addendum-375.png') });
    await card.getByRole('link', { name: 'Sign addendum 1' }).click();
    await page.waitForURL(`${baseUrl}${contractPath(bookingId)}`);
    const section = page.getByRole('region', { name: 'Addendum 1, awaiting your signature' });
    await section.getByText(formatIsoDay(NEW_DAY)).first().waitFor();
    await expectNoSidewaysScroll(page);
    await shotBoth(page, 'contract-addendum');
    const form = section.getByRole('form', { name: 'Sign addendum 1' });
    // This time she draws her signature with her finger (a pointer, as the phone's touch is).
    await form.getByRole('button', { name: 'Draw instead' }).click();
    const pad = (await form.getByRole('img', { name: 'Your drawn signature: empty' }).boundingBox())!;
    expect(pad.x + pad.width).toBeLessThanOrEqual(MOBILE.width);
    await page.mouse.move(pad.x + pad.width * 0.1, pad.y + pad.height * 0.7);
    await page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.3, 0.75],
      [0.45, 0.35],
      [0.6, 0.7],
      [0.85, 0.4],
    ])
      await page.mouse.move(pad.x + pad.width * x, pad.y + pad.height * y, { steps: 4 });
    await page.mouse.up();
    await form.getByRole('img', { name: 'Your drawn signature: drawn' }).waitFor();
    await form.getByRole('checkbox', { name: /^I have read and agree to Addendum 1 to Photography agreement: .+, sent / }).check();
    await form.getByRole('button', { name: 'Sign addendum 1' }).click();
    await page.getByRole('heading', { name: 'Signed addenda' }).waitFor({ timeout: 30_000 });
    const signed = await waitForDoc(addendumPath, (data) => data.status === 'signed');
    expect(signed.signature).toMatchObject({ name: grace.name, uid: customer.uid, method: 'drawn' });
    expect(signed.signature.drawing).toMatch(/^M\d+ \d+( L\d+ \d+)+$/);
    // The original stays as it was signed.
    expect((await adminDb().doc(contractDoc()).get()).get('signature.name')).toBe(grace.name);
    await shotBoth(page, 'contract-addendum-signed');

    // Its signed PDF, with the drawing, once the trigger has made it.
    await waitForDoc(addendumPath, (data) => Boolean(data.pdf), 45_000);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download addendum 1' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (SHOTS) writeFileSync(join(SHOTS, 'signed-addendum-1.pdf'), bytes);
    expect(customer.errors).toEqual([]);
  }, 180_000);
});
