import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays } from '@common/days';
import { formatIsoDay } from '@common/format';
import { bookingDetailPath, paths } from '@common/paths';
import { DEMO_BOOKING_ID, DEMO_CUSTOMER, seedDemoCustomer } from '../../scripts/seed/demo-customer';
import { DEMO_STUDIO } from '../../scripts/seed/studio-settings';
import { content, recipients } from '../../functions/test/support/capture-server';
import { capturedMail } from '../../tests/support/mail-capture';
import { seriousViolations } from './support/axe';
import { clearAuth, openSignInModal, ownerSignedIn, signInWithEmulatorForm } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser, newContext, watchErrors } from './support/browser';
import { adminAuth, adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// The owner moves the demo customer's confirmed wedding to another day: the old day is free and the
// new one held by it, the customer is emailed the new date with its .ics, and her profile shows the
// new date, the due date that followed it, and "Add to calendar" gives the new day.
// Screenshots of the dialog go to SHOTS_DIR when it is set.

const OLD_DAY = '2027-06-12';
const NEW_DAY = '2027-07-17';
const BLOCKED_DAY = '2027-07-10';
const compact = (day: string) => day.replaceAll('-', '');
const calendarDay = async (day: string) => (await adminDb().collection(COLLECTIONS.calendar).doc(day).get()).data();
let browser: Browser;

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  await seedDemoCustomer(adminDb(), adminAuth());
  await adminDb().collection(COLLECTIONS.calendar).doc(NEW_DAY).delete();
  await adminDb()
    .collection(COLLECTIONS.calendar)
    .doc(BLOCKED_DAY)
    .set({ date: BLOCKED_DAY, kind: 'blocked', bookingId: null, createdAt: new Date() });
  browser = await sharedBrowser();
}, 120_000);

afterAll(async () => {
  // The demo booking back on its day for the journeys after this one.
  await adminDb().collection(COLLECTIONS.calendar).doc(NEW_DAY).delete();
  await adminDb().collection(COLLECTIONS.calendar).doc(BLOCKED_DAY).delete();
  await seedDemoCustomer(adminDb(), adminAuth());
});

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
}

describe('rescheduling a booking', () => {
  it('the owner moves the demo wedding: a taken day is refused, the move frees the old day and takes the new one', async () => {
    expect(await calendarDay(OLD_DAY)).toMatchObject({ bookingId: DEMO_BOOKING_ID });
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.goto(`${baseUrl}${bookingDetailPath(DEMO_BOOKING_ID)}`);
    await page.getByRole('button', { name: 'Reschedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this booking' });
    // The list can first show only the days the page already held (the SDK answers a new query from
    // its cache, e.g. the booking's own day) and the rest a moment later. The blocked day must be in
    // it before the refusal beside the field can be checked: a CI run submitted while it was missing,
    // and met the transaction's refusal instead ("… is blocked in the studio calendar").
    const taken = dialog.getByRole('region', { name: 'Dates already taken' });
    await expect
      .poll(async () => {
        const more = taken.getByRole('button', { name: /^Show all / });
        if (await more.count()) await more.click();
        return taken.locator(`time[datetime="${BLOCKED_DAY}"]`).count();
      })
      .toBe(1);
    const date = dialog.getByLabel('New date');

    await date.fill(BLOCKED_DAY);
    await dialog.getByRole('button', { name: 'Move the booking' }).click();
    await dialog.getByText('That date is already booked. Please choose another day.').waitFor();

    await date.fill(NEW_DAY);
    await dialog.getByLabel('Note (optional)').fill('Moved at the couple’s request: the venue changed its dates.');
    await shot(page, 'reschedule-dialog-1440');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Move the booking' }).click();
    await page.getByText(`Moved to ${formatIsoDay(NEW_DAY)}; ${formatIsoDay(OLD_DAY)} is free again`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(await calendarDay(OLD_DAY)).toBeUndefined();
    expect(await calendarDay(NEW_DAY)).toMatchObject({ kind: 'booking', bookingId: DEMO_BOOKING_ID });
    const booking = (await adminDb().collection(COLLECTIONS.bookings).doc(DEMO_BOOKING_ID).get()).data();
    expect(booking).toMatchObject({ eventDate: NEW_DAY, rescheduledFrom: OLD_DAY, rescheduleCount: 1 });
    await page.getByText(`Moved once, from ${formatIsoDay(OLD_DAY)}`).waitFor();
    await page.getByRole('heading', { name: `${DEMO_CUSTOMER.name} · ${formatIsoDay(NEW_DAY)}` }).waitFor();
    expect(errors).toEqual([]);

    // The dialog on a phone (opened and closed again: nothing moves).
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Reschedule…' }).click();
    const again = page.getByRole('dialog', { name: 'Move this booking' });
    await again.getByText('Moved once already').waitFor();
    await shot(page, 'reschedule-dialog-375');
    // The toast of the move, still showing, sits inside the full-screen sheet under its header:
    // it leaves the title, Close and the actions at its foot uncovered.
    const toast = await again.getByText(`Moved to ${formatIsoDay(NEW_DAY)};`).boundingBox();
    const title = await again.getByRole('heading', { name: 'Move this booking' }).boundingBox();
    const close = await again.getByRole('button', { name: 'Close' }).boundingBox();
    const action = await again.getByRole('button', { name: 'Move the booking' }).boundingBox();
    expect(toast && title && close && action).toBeTruthy();
    expect(toast!.y).toBeGreaterThanOrEqual(Math.max(title!.y + title!.height, close!.y + close!.height));
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(action!.y);
    await page.getByRole('dialog', { name: 'Move this booking' }).getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  }, 120_000);

  it('the customer is emailed once, with the new date and its calendar file', async () => {
    const mail = capturedMail();
    const [moved] = await mail.waitFor(
      (r) => r.body.custom_args?.kind === 'booking-moved' && r.body.custom_args?.bookingId === DEMO_BOOKING_ID,
    );
    expect(recipients(moved)).toEqual([DEMO_CUSTOMER.email]);
    expect(moved.body.subject).toBe(`Your date has moved: ${formatIsoDay(NEW_DAY)}`);
    expect(content(moved, 'text/plain')).toContain('From the studio: Moved at the couple’s request');
    expect(Buffer.from(moved.body.attachments![0].content, 'base64').toString('utf8')).toContain(`DTSTART;VALUE=DATE:${compact(NEW_DAY)}`);
    expect(mail.requests.filter((r) => r.body.custom_args?.kind === 'booking-moved')).toHaveLength(1);
  });

  it('the customer’s profile shows the new date, the due date that followed it, and "Add to calendar" gives the new day', async () => {
    // The balance falls due balanceDueDays before the event: derived again by the functions when the date moved.
    const dueOn = addUtcDays(NEW_DAY, -DEMO_STUDIO.balanceDueDays);
    await waitForDoc(`${COLLECTIONS.bookings}/${DEMO_BOOKING_ID}`, (data) => data.nextDueOn === dueOn, 45_000);
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${paths.profile}`);
    await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
    await signInWithEmulatorForm(page, DEMO_CUSTOMER);

    const card = page.getByRole('listitem', { name: `Signature, ${formatIsoDay(NEW_DAY)}` });
    await card.getByText(`moved from ${formatIsoDay(OLD_DAY)}`).waitFor();
    await card.getByRole('region', { name: 'Payment schedule' }).getByText(formatIsoDay(dueOn)).first().waitFor();
    expect(await card.getByRole('region', { name: 'Payment schedule' }).textContent()).toContain(`on ${formatIsoDay(dueOn)}`);
    const [ics] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download .ics' }).click()]);
    const file = await readFile((await ics.path())!, 'utf8');
    expect(file).toContain(`DTSTART;VALUE=DATE:${compact(NEW_DAY)}`);
    expect(file).toContain('SEQUENCE:1');
    expect(await card.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(`dates=${compact(NEW_DAY)}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
