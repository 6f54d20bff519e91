import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUtcDays, utcDay } from '@common/days';
import { OWNER_EMAIL } from '@common/owner';
import { adminPaths, bookingDetailPath, frameOrderDetailPath } from '@common/paths';
import { depositSplit } from '@common/payments';
import { orderKeywords } from '@common/schemas';
import { FRAMES, PACKAGES } from '../../scripts/seed/index';
import { clearAuth, openSignInModal, signInWithEmulatorForm } from './support/auth';
import { sharedBrowser, newContext, watchErrors } from './support/browser';
import { adminAuth, adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';
import { DEMO_STUDIO } from '../../scripts/seed/studio-settings';

// The owner's half against the emulators, with a customer's page open beside it: confirming,
// the one-date-one-booking lock, payments derived by the function, frame order steps, walk-ins.

const signature = PACKAGES.find((p) => p.id === 'wedding-signature')!.data;
const deposit = depositSplit(signature.price, DEMO_STUDIO.depositPercent).deposit;
// A day no other journey uses, months ahead, different on every run.
const DAY = addUtcDays(utcDay(new Date()), 400 + Math.floor(Math.random() * 300));
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(`${DAY}T12:00:00`));
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let customer: { context: BrowserContext; page: Page; uid: string; errors: string[] };
let firstId: string;

async function signIn(email: string, name: string, path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseUrl}${path}`);
  if (email !== OWNER_EMAIL)
    await openSignInModal(
      page,
      page
        .getByRole('main')
        .getByRole('button', { name: /sign in/i })
        .first(),
    );
  await signInWithEmulatorForm(page, { email, name });
  return { context, page, errors };
}

/** A pending request as the customer's client writes it (the booking form is another journey). */
async function requestFor(uid: string, name: string, email: string) {
  const id = `e2e-${randomUUID().slice(0, 12)}`;
  const now = Timestamp.now();
  await adminDb()
    .doc(`bookings/${id}`)
    .set({
      packageId: 'wedding-signature',
      packageName: signature.name,
      packagePrice: signature.price,
      packageDeposit: deposit,
      eventType: 'Wedding',
      eventDate: DAY,
      venue: 'Palace of Fine Arts, San Francisco',
      guestCount: 90,
      name,
      email,
      phone: '+1 415 555 0101',
      notes: '',
      paymentMethod: 'cash',
      customPackageLink: '',
      userId: uid,
      status: 'pending',
      statusAt: { pending: now },
      statusReason: '',
      paidTotal: 0,
      paymentStatus: 'unpaid',
      keywords: orderKeywords(id, { name, email }),
      createdAt: now,
    });
  return id;
}

const bookingCard = () => customer.page.getByRole('listitem', { name: `${signature.name}, ${longDay}` });
const schedule = () => bookingCard().getByRole('region', { name: 'Payment schedule' });
const formatLong = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const balanceDueDay = formatLong(addUtcDays(DAY, -DEMO_STUDIO.balanceDueDays));

/** Full-page screenshots at 1440 and 375 px for looking at what was built, when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const size = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  browser = await sharedBrowser();
  const signedIn = await signIn('grace@example.com', 'Grace Hopper', '/profile');
  const { uid } = await adminAuth().getUserByEmail('grace@example.com');
  customer = { ...signedIn, uid };
  owner = await signIn(OWNER_EMAIL, 'Studio Owner', '/admin/login');
  await owner.page.waitForURL(`${baseUrl}/admin/dashboard`);
});

describe('bookings: the owner answers, the customer sees it live', () => {
  it('the owner confirms a booking, and the customer’s open profile changes without a reload', async () => {
    firstId = await requestFor(customer.uid, 'Grace Hopper', 'grace@example.com');
    await bookingCard().getByText('Awaiting confirmation').waitFor();

    await owner.page.goto(`${baseUrl}${bookingDetailPath(firstId)}`);
    await owner.page.getByRole('button', { name: 'Confirm booking' }).click();
    // The demo studio uses contracts: a confirmation by hand (cash at the studio) says what it goes ahead without.
    const dialog = owner.page.getByRole('dialog', { name: 'Confirm without everything?' });
    await dialog.getByRole('list', { name: 'Still missing' }).getByText('No contract has been sent.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm anyway' }).click();
    await owner.page.getByText('Held by this booking.').waitFor();

    await bookingCard().getByText('Confirmed', { exact: true }).waitFor();
    const stored = await waitForDoc(`bookings/${firstId}`, (d) => d.status === 'confirmed');
    expect(Object.keys(stored.statusAt).sort()).toEqual(['confirmed', 'pending']);
    await expect(waitForDoc(`calendar/${DAY}`, () => true)).resolves.toMatchObject({ kind: 'booking', bookingId: firstId });
  });

  it('an old link (/admin/bookings?booking=ID) lands on the booking’s own page, in the Bookings section', async () => {
    await owner.page.goto(`${baseUrl}/admin/bookings?booking=${firstId}`);
    await owner.page.waitForURL(`${baseUrl}${bookingDetailPath(firstId)}`);
    await owner.page.getByRole('heading', { level: 1, name: 'Booking' }).waitFor();
    await owner.page.getByText('Held by this booking.').waitFor();
    const current = owner.page.getByRole('navigation', { name: 'Admin' }).locator('a[aria-current="page"]');
    await expect(current.allTextContents()).resolves.toEqual(['Bookings']);
  });

  it('a second confirmation of the same date is refused with a clear message', async () => {
    const { uid } = await adminAuth().createUser({ email: `alan-${randomUUID().slice(0, 6)}@example.com`, emailVerified: true });
    const secondId = await requestFor(uid, 'Alan Turing', 'alan@example.com');
    await owner.page.goto(`${baseUrl}${bookingDetailPath(secondId)}`);
    await owner.page.getByText('Taken by another confirmed booking.').waitFor();
    await owner.page.getByRole('button', { name: 'Confirm booking' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Confirm without everything?' });
    await dialog.getByRole('button', { name: 'Confirm anyway' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(`${longDay} is already taken by another confirmed booking (ref. ${firstId})`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await adminDb().doc(`bookings/${secondId}`).get()).data()?.status).toBe('pending');
  });

  it('a customer sees the confirmed date as unavailable', async () => {
    const { context, page } = await signIn('margaret@example.com', 'Margaret Hamilton', '/booking?package=wedding-signature');
    const taken = page.getByRole('region', { name: 'Dates already taken' });
    const label = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(`${DAY}T12:00:00`),
    );
    await taken.getByText(label).waitFor();
    await page.getByLabel('Type of event').selectOption('Wedding');
    await page.getByLabel('Event date').fill(DAY);
    await page.getByLabel('Venue').fill('City Hall');
    await page.getByLabel('Number of guests').fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That date is already booked. Please choose another day.').waitFor();
    await context.close();
  });

  it('the owner records a deposit, and the profile shows “deposit paid”, the balance and when it is due', async () => {
    await owner.page.goto(`${baseUrl}${bookingDetailPath(firstId)}`);
    await owner.page.getByRole('button', { name: '+ Record payment' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog.getByLabel('Amount').inputValue()).resolves.toBe(String(deposit));
    await dialog.getByLabel('Method').selectOption('cash');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });

    await bookingCard().getByText('Deposit paid').waitFor({ timeout: 30_000 });
    await bookingCard()
      .getByRole('definition')
      .filter({ hasText: money(signature.price - deposit) })
      .waitFor();
    // The balance falls due the studio's balanceDueDays before the event (the server derives the schedule).
    await schedule()
      .filter({ hasText: `Next due: ${money(signature.price - deposit)} on ${balanceDueDay}.` })
      .waitFor({ timeout: 30_000 });
    await schedule().getByRole('listitem').filter({ hasText: 'Deposit' }).getByText('Paid', { exact: true }).waitFor();
    await schedule().getByRole('listitem').filter({ hasText: 'Balance' }).getByText(`Due ${balanceDueDay}`).waitFor();
    await expect(waitForDoc(`bookings/${firstId}`, (d) => d.paidTotal === deposit)).resolves.toMatchObject({
      paymentStatus: 'deposit-paid',
      nextDueOn: addUtcDays(DAY, -DEMO_STUDIO.balanceDueDays),
    });
    await shot(customer.page, 'profile-schedule');
    expect(customer.errors).toEqual([]);
  });

  it('the owner splits the balance in two; the profile follows with both instalments and the next due', async () => {
    await owner.page.getByRole('button', { name: 'Split the balance' }).click();
    const editor = owner.page.getByRole('form', { name: 'Split the balance' });
    const balance = signature.price - deposit;
    const first = Math.floor(balance / 2);
    await editor.getByLabel('Instalment 1: amount').fill(String(first));
    await editor.getByLabel('Days before the event').first().fill('30');
    await editor.getByRole('button', { name: '+ Add an instalment' }).click();
    // A split that does not add up is refused with the sum in words, before anything is written.
    await editor.getByLabel('Instalment 2: amount').fill('1');
    await editor.getByLabel('Days before the event').nth(1).fill('7');
    await editor.getByRole('button', { name: 'Save the schedule' }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: `The instalments add up to ${money(first + 1)}; the balance is ${money(balance)}.` })
      .waitFor();
    await shot(owner.page, 'owner-schedule-editor');
    await editor.getByLabel('Instalment 2: amount').fill(String(balance - first));
    await editor.getByRole('button', { name: 'Save the schedule' }).click();
    await editor.waitFor({ state: 'detached' });

    const dueFirst = formatLong(addUtcDays(DAY, -30));
    await schedule()
      .filter({ hasText: `Next due: ${money(first)} on ${dueFirst}.` })
      .waitFor({ timeout: 30_000 });
    // Exact: once the studio's online payments are known, the row also offers "Pay instalment 2 of 2 online".
    await schedule().getByText('Instalment 2 of 2', { exact: true }).waitFor();
    await owner.page.getByRole('list', { name: 'Instalments' }).getByText('Instalment 1 of 2').waitFor();
    await shot(owner.page, 'owner-schedule');
    expect(customer.errors).toEqual([]);
  });

  it('the dashboard counts the bookings due in the next 14 days and overdue, each a link to the filtered list', async () => {
    await owner.page.goto(`${baseUrl}${adminPaths.dashboard}`);
    const overdue = owner.page.getByRole('link', { name: /^Overdue/ });
    await expect(overdue.getAttribute('href')).resolves.toBe(`${adminPaths.bookings}?filter=overdue`);
    await owner.page.getByRole('link', { name: /^Due in the next 14 days/ }).click();
    await owner.page.waitForURL(`**${adminPaths.bookings}?filter=dueSoon`);
    await shot(owner.page, 'bookings-due-soon');
    await owner.page.goto(`${baseUrl}${adminPaths.dashboard}`);
    await overdue.waitFor();
    await shot(owner.page, 'dashboard-tiles');
  });
});

describe('frame orders', () => {
  it('a frame order walks through its steps, each dated', async () => {
    const frame = FRAMES[0];
    const size = frame.data.sizes[0];
    const id = `e2e-frame-${randomUUID().slice(0, 8)}`;
    const now = Timestamp.now();
    await adminDb()
      .doc(`frameOrders/${id}`)
      .set({
        frameId: frame.id,
        frameName: frame.data.name,
        size: size.label,
        unitPrice: size.price,
        quantity: 1,
        photoNote: 'First dance',
        fulfilment: 'delivery',
        deliveryAddress: '1 Market St, San Francisco',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 415 555 0101',
        notes: '',
        userId: customer.uid,
        placedBy: 'customer',
        status: 'received',
        statusAt: { received: now },
        keywords: [],
        createdAt: now,
      });
    await owner.page.goto(`${baseUrl}${frameOrderDetailPath(id)}`);
    for (const [button, status] of [
      ['Start printing', 'printing'],
      ['Mark ready', 'ready'],
      ['Mark delivered', 'delivered'],
    ] as const) {
      await owner.page.getByRole('button', { name: new RegExp(`^${button}:`) }).click();
      await waitForDoc(`frameOrders/${id}`, (d) => d.status === status);
    }
    await owner.page.getByText('Delivered', { exact: true }).first().waitFor();
    const stored = (await adminDb().doc(`frameOrders/${id}`).get()).data()!;
    expect(Object.keys(stored.statusAt).sort()).toEqual(['delivered', 'printing', 'ready', 'received']);
    await expect(owner.page.getByRole('button', { name: /^Start printing|^Mark/ }).count()).resolves.toBe(0);

    const steps = customer.page.getByRole('list', { name: 'Steps of the order' }).first();
    await steps.getByText('Delivered (done)').waitFor();
  });

  it('a walk-in frame order is created', async () => {
    const frame = FRAMES[1];
    const size = frame.data.sizes[0];
    await owner.page.goto(`${baseUrl}/admin/create-frame-order`);
    await owner.page.getByRole('button', { name: 'Walk-in' }).click();
    await owner.page.getByLabel('Name').fill('Walk-in Wendy');
    await owner.page.getByLabel('Phone').fill('+1 415 555 0199');
    await owner.page.getByLabel('Frame', { exact: true }).selectOption(frame.id);
    await owner.page.getByLabel('Size').selectOption(size.label);
    await owner.page.getByLabel('Quantity').fill('2');
    await owner.page.getByLabel('Which photo').fill('The family portrait on the steps');
    await owner.page.getByText(money(size.price * 2)).waitFor();
    await owner.page.getByRole('button', { name: 'Create frame order' }).click();
    await owner.page.waitForURL(/\/admin\/frame-orders\/[^/?]+$/);
    const id = decodeURIComponent(new URL(owner.page.url()).pathname.split('/').at(-1)!);
    await expect(waitForDoc(`frameOrders/${id}`, () => true)).resolves.toMatchObject({
      userId: null,
      placedBy: 'studio',
      name: 'Walk-in Wendy',
      email: '',
      frameName: frame.data.name,
      unitPrice: size.price,
      quantity: 2,
      fulfilment: 'pickup',
      deliveryAddress: '',
      status: 'received',
    });
    await owner.page.getByRole('heading', { name: `2 × ${frame.data.name}` }).waitFor();
  });
});
