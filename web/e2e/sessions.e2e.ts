import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays, dayIn } from '@common/days';
import { FUNCTIONS_REGION } from '@common/functions-region';
import { formatIsoDay } from '@common/format';
import { adminPaths, paths, sessionTypePath } from '@common/paths';
import { STUDIO_SETTINGS_ID } from '@common/schemas/settings';
import type { StripeCaptureServer } from '../../functions/test/support/stripe-capture-server';
import { seriousViolations } from './support/axe';
import { clearAuth, customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl, offset, projectId } from './support/ports';
import { seedCatalogue } from './support/seed';
import { startStripeStandIn, stopStripeStandIn } from './support/stripe-stand-in';

// Issue 37 end to end, in one compact journey whose steps share their set-up: the owner creates a
// consultation type and a mini-session day in Admin → Sessions; a customer at 375 px books the
// mini session's 10:00 and pays the deposit through the Stripe Checkout stand-in (the webhook turns
// the hold into the booking); a second customer finds 10:00 gone and holds 10:20 by sending a
// bank-transfer slip; the owner sees both in the studio calendar's week (Admin → Bookings →
// Calendar → Week) and approves the slip there; the private feed, made in Settings, lists it.
// Screenshots of the slot picker and the studio calendar's week (1440 and 375 px) go to SHOTS_DIR
// when it is set.

const SHOTS = process.env.SHOTS_DIR;
const ada = { email: 'ada.minis@example.com', name: 'Ada Minis' };
const ben = { email: 'ben.minis@example.com', name: 'Ben Minis' };

let browser: Browser;
let stripe: StripeCaptureServer;
let zone = 'America/Los_Angeles';
let miniDay = '';
let miniId = '';
let bookingId = '';
let benBookingId = '';

async function shotBoth(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
}

async function typeNamed(name: string) {
  const found = await adminDb().collection(COLLECTIONS.sessionTypes).where('name', '==', name).get();
  return found.docs[0]?.id ?? '';
}

async function clearSessions() {
  for (const collection of [COLLECTIONS.sessionTypes, COLLECTIONS.sessionSlots, COLLECTIONS.sessionBookings]) {
    const all = await adminDb().collection(collection).get();
    await Promise.all(all.docs.map((doc) => doc.ref.delete()));
  }
  if (miniDay) await adminDb().collection(COLLECTIONS.calendar).doc(miniDay).delete();
}

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  stripe = await startStripeStandIn();
  zone = String((await adminDb().collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get()).get('timeZone') ?? zone);
  miniDay = addUtcDays(dayIn(zone, new Date()), 5);
  await clearSessions();
  // The sessions function's first worker starts now, not while the owner's first save waits for it.
  await fetch(`http://127.0.0.1:${5001 + offset}/${projectId}/${FUNCTIONS_REGION}/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await clearSessions();
  await stopStripeStandIn(stripe);
});

describe('timed sessions', () => {
  it('the owner creates a consultation type and a mini-session day in Admin → Sessions', async () => {
    const owner = await ownerSignedIn(browser, DESKTOP);
    const { page } = owner;
    await page.goto(`${baseUrl}${adminPaths.sessions}?tab=types`);

    await page.getByRole('button', { name: '+ New session type' }).click();
    let dialog = page.getByRole('dialog', { name: 'New session type' });
    await dialog.getByLabel('Name').fill('Video consultation');
    await dialog.getByLabel('Location').selectOption('video');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    // A save is a call to the sessions function: on a busy machine its worker may be starting.
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });

    await page.getByRole('button', { name: '+ New session type' }).click();
    dialog = page.getByRole('dialog', { name: 'New session type' });
    await dialog.getByLabel('Name').fill('Autumn mini session');
    await dialog.getByLabel('Duration (minutes)').fill('20');
    await dialog.getByLabel('Price').fill('150');
    await dialog.getByLabel('Deposit paid online').fill('50');
    await dialog.getByLabel('Buffer after (minutes)').fill('0');
    // No weekly hours: the mini session is offered on its day only.
    for (let n = 3; n >= 1; n--) await dialog.getByRole('button', { name: `Remove hours ${n}` }).click();
    await dialog.getByRole('button', { name: '+ Add a date' }).click();
    await dialog.getByLabel('Date', { exact: true }).fill(miniDay);
    await dialog.getByLabel('Label (optional)').fill('Autumn minis');
    await dialog.getByLabel('From', { exact: true }).fill('10:00');
    await dialog.getByLabel('To', { exact: true }).fill('11:00');
    // A deposit above the price is refused next to the field, nothing saved.
    await dialog.getByLabel('Deposit paid online').fill('200');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await dialog.getByText('The deposit cannot be more than the price').waitFor();
    await dialog.getByLabel('Deposit paid online').fill('50');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });

    await page.getByRole('link', { name: 'Autumn mini session' }).waitFor();
    miniId = await typeNamed('Autumn mini session');
    expect(miniId).not.toBe('');
    expect(await typeNamed('Video consultation')).not.toBe('');
    const mini = (await adminDb().collection(COLLECTIONS.sessionTypes).doc(miniId).get()).data();
    expect(mini).toMatchObject({
      durationMinutes: 20,
      price: 150,
      deposit: 50,
      weeklyHours: [],
      overrides: [{ date: miniDay, windows: [{ start: '10:00', end: '11:00' }] }],
    });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  }, 180_000);

  it('at 375 px a customer books the 10:00 mini session and pays the deposit through the checkout stand-in', async () => {
    const customer = await customerSignedIn(browser, ada, paths.profile, MOBILE);
    const { page } = customer;
    await page.goto(`${baseUrl}${sessionTypePath(miniId)}`);
    const ten = page.getByRole('link', { name: new RegExp(`^${formatIsoDay(miniDay)} at 10:00`) });
    await ten.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: new RegExp(`^${formatIsoDay(miniDay)} at `) }).count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'session-slot-picker');
    await page.setViewportSize(MOBILE);
    await ten.click();

    const hold = page.getByRole('button', { name: 'Hold this time and pay the $50 deposit' });
    await hold.waitFor({ timeout: 20_000 });
    await hold.click();
    await page.waitForURL(/\/pay\/cs_test_/, { timeout: 30_000 });
    expect(stripe.sessions.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe('5000');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/profile\?checkout=paid&session-booking=/);

    const booked = await adminDb().collection(COLLECTIONS.sessionBookings).where('userId', '==', customer.uid).get();
    bookingId = booked.docs[0].id;
    await waitForDoc(`${COLLECTIONS.sessionBookings}/${bookingId}`, (data) => data.state === 'booked' && data.paid === 50, 30_000);
    const card = page.getByTestId('session-card');
    await card.getByText('Booked', { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByText('$50 deposit paid', { exact: false }).waitFor();
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  }, 150_000);

  it('a second customer sees 10:00 taken, and holds 10:20 by sending a bank-transfer slip', async () => {
    const other = await customerSignedIn(browser, ben, paths.profile, MOBILE);
    const { page } = other;
    await page.goto(`${baseUrl}${sessionTypePath(miniId)}`);
    const twenty = page.getByRole('link', { name: new RegExp(`^${formatIsoDay(miniDay)} at 10:20`) });
    await twenty.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: new RegExp(`^${formatIsoDay(miniDay)} at 10:00`) }).count()).toBe(0);

    await twenty.click();
    await page.getByRole('button', { name: 'Hold this time and pay by bank transfer' }).click();
    await page.getByRole('heading', { name: 'Held for you: send the transfer slip' }).waitFor({ timeout: 30_000 });
    await page.getByText('First Bay Bank', { exact: false }).waitFor();
    await shotBoth(page, 'session-transfer-step');
    const slip = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#efe6d8' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('The slip (photo or PDF)').setInputFiles({ name: 'transfer.jpg', mimeType: 'image/jpeg', buffer: slip });
    await page.getByRole('button', { name: 'Send the slip' }).click();
    await page.getByRole('heading', { name: 'Your slip is with the studio' }).waitFor({ timeout: 30_000 });
    const held = await adminDb().collection(COLLECTIONS.sessionBookings).where('userId', '==', other.uid).get();
    benBookingId = held.docs[0].id;
    expect(held.docs[0].data()).toMatchObject({ state: 'held', holdUntil: null });
    expect(other.errors).toEqual([]);
    await other.context.close();
  }, 120_000);

  it('the owner sees both in the studio calendar’s week, approves the slip there, and finds the feed in Settings', async () => {
    const owner = await ownerSignedIn(browser, DESKTOP);
    const { page } = owner;
    await page.goto(`${baseUrl}${adminPaths.bookings}?tab=calendar`);
    const toggle = page.getByRole('group', { name: 'Calendar view' });
    // The toggle is a pair of buttons: the keyboard reaches and presses them.
    await toggle.getByRole('button', { name: 'Week' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]view=week/);
    await toggle.getByRole('button', { name: 'Week', pressed: true }).waitFor();
    const week = page.getByRole('region', { name: 'Week' });
    await week.getByRole('heading', { name: /^Week of / }).waitFor();
    const entry = week.getByText(ada.name, { exact: false });
    for (let i = 0; i < 3 && !(await entry.isVisible()); i++) {
      await week.getByRole('button', { name: 'Next week →' }).click();
      await entry.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await entry.waitFor();
    await week.getByText('Held: transfer slip to check').waitFor();
    await shotBoth(page, 'studio-calendar-week');
    await page.setViewportSize(DESKTOP);

    const slips = week.getByRole('region', { name: 'Session slips to check' });
    await slips.getByText(`Autumn mini session, ${formatIsoDay(miniDay)} at 10:20`, { exact: false }).waitFor();
    await slips.getByRole('button', { name: 'Approve $50' }).click();
    await waitForDoc(`${COLLECTIONS.sessionBookings}/${benBookingId}`, (data) => data.state === 'booked' && data.paid === 50, 30_000);
    await slips.waitFor({ state: 'detached', timeout: 20_000 });
    // The view is kept in the address: a reload opens the week again.
    await page.reload();
    await page
      .getByRole('region', { name: 'Week' })
      .getByRole('heading', { name: /^Week of / })
      .waitFor();

    await page.goto(`${baseUrl}${adminPaths.settings}`);
    const settings = page.getByRole('region', { name: 'Sessions and your calendar' });
    await settings.getByLabel('Customers may cancel or move up to (hours before)').waitFor({ timeout: 30_000 });
    if (SHOTS) await settings.screenshot({ path: join(SHOTS, 'settings-sessions-1440.png') });
    await settings.getByRole('button', { name: 'Make the feed address' }).click();
    const address = page.getByText(/\/api\/calendar-feed\/[A-Za-z0-9_-]{32,}\.ics$/);
    await address.waitFor();
    const token = (await address.textContent())!.match(/calendar-feed\/([A-Za-z0-9_-]+)\.ics/)![1];
    const feed = await fetch(`http://127.0.0.1:${5001 + offset}/${projectId}/${FUNCTIONS_REGION}/calendarFeed/${token}.ics`);
    const text = (await feed.text()).replace(/\r\n /g, '');
    expect(feed.status).toBe(200);
    expect(text).toContain(`UID:session-${bookingId}@sessions.styleandstory`);
    expect(text).toContain(`DTSTART;TZID=${zone}:${miniDay.replace(/-/g, '')}T100000`);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  }, 120_000);
});
