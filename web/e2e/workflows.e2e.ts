import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays, utcDay } from '@common/days';
import { adminPaths, bookingDetailPath, paths, reviewPath } from '@common/paths';
import { storedBooking } from '../../functions/test/support/stored-booking';
import { capturedMail } from '../../tests/support/mail-capture';
import { customerSignedIn, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// Issue 36 end to end, one set-up shared by the steps: the owner builds a questionnaire and a
// two-step workflow attached to a package; a booking of that package gets the questionnaire (the
// owner's "Send now" on its timeline, done by the functions); the customer answers at 375 px; the
// owner reads the answers; the event moves and the timeline's dates move with it; after delivery
// the owner asks for a review, the customer gives five stars with consent, the owner publishes
// the draft testimonial with one click and sees it on the home page. Screenshots (builder,
// customer's form, timeline; 1440 and 375 px) go to SHOTS_DIR when it is set.

const june = { email: 'june.workflow@example.com', name: 'June Carter' };
const SHOTS = process.env.SHOTS_DIR;
const QUOTE = 'The timeline questionnaire made our day calm, and every photograph shows it.';

let browser: Browser;
let owner: { context: BrowserContext; page: Page; errors: string[] };
let customer: { context: BrowserContext; page: Page; errors: string[]; uid: string };
let questionnaireId = '';
let bookingId = '';
let packageName = '';

async function shotBoth(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? DESKTOP;
  for (const [width, viewport] of [
    [1440, DESKTOP],
    [375, MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

beforeAll(async () => {
  await seedCatalogue();
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const pkg = (await adminDb().collection(COLLECTIONS.packages).where('active', '==', true).limit(1).get()).docs[0];
  packageName = pkg.get('name') as string;
  owner = await ownerSignedIn(browser, DESKTOP);
  customer = await customerSignedIn(browser, june, paths.profile, MOBILE);
  const eventDate = addUtcDays(utcDay(new Date()), 60);
  const booking = await adminDb()
    .collection(COLLECTIONS.bookings)
    .add(
      storedBooking(customer.uid, {
        packageId: pkg.id,
        packageName,
        eventDate,
        name: june.name,
        email: june.email,
        status: 'confirmed',
        customPackageLink: '',
      }),
    );
  bookingId = booking.id;
}, 180_000);

afterAll(async () => {
  await owner?.context.close();
  await customer?.context.close();
});

describe('questionnaires, workflows and reviews', () => {
  it('the owner builds a questionnaire, and a two-step workflow attached to a package (an unknown merge field is named)', async () => {
    const { page } = owner;
    await page.goto(`${baseUrl}${adminPaths.questionnaires}/new`);
    const builder = page.getByRole('form', { name: 'New questionnaire' });
    await builder.getByLabel('Questionnaire name').fill('Day-of plan');
    await builder.getByLabel('Question 1', { exact: true }).fill('Ceremony start time');
    await builder.getByLabel('Answer type').first().selectOption('time');
    await builder.getByRole('checkbox', { name: 'Required' }).first().check();
    await builder.getByRole('button', { name: '+ Add a question' }).click();
    await builder.getByLabel('Question 2', { exact: true }).fill('Day-of coordinator');
    await builder.getByLabel('Answer type').nth(1).selectOption('person');
    await builder.getByRole('button', { name: 'Save questionnaire' }).click();
    await page.waitForURL(/\/admin\/questionnaires\/(?!new)[^/]+$/);
    questionnaireId = decodeURIComponent(page.url().split('/').pop()!);
    await waitForDoc(`${COLLECTIONS.questionnaires}/${questionnaireId}`, (data) => data.name === 'Day-of plan');
    await page.getByRole('form', { name: 'Edit questionnaire' }).waitFor();
    await shotBoth(page, 'questionnaire-builder');

    await page.goto(`${baseUrl}${adminPaths.workflows}/new`);
    const flow = page.getByRole('form', { name: 'New workflow' });
    await flow.getByLabel('Workflow name').fill('Journey weddings');
    await flow.getByRole('checkbox', { name: packageName }).check();
    const first = flow.getByRole('listitem').filter({ hasText: 'Step 1' });
    await first.getByLabel('Days').fill('42');
    await first.getByLabel('Action').selectOption('questionnaire');
    await first.locator('select').nth(3).selectOption(questionnaireId);
    await flow.getByRole('button', { name: '+ Add a step' }).click();
    const second = flow.getByRole('listitem').filter({ hasText: 'Step 2' });
    await second.getByLabel('Subject', { exact: true }).fill('See you soon, {{customer.name}}');
    await second.getByLabel('Email', { exact: true }).fill('Hello {{cutomer.name}}, we arrive at {{event.venue}}.');
    await flow.getByRole('button', { name: 'Save workflow' }).click();
    await second.getByText('{{cutomer.name}} is not a merge field').waitFor();
    await second.getByLabel('Email', { exact: true }).fill('Hello {{customer.name}}, we arrive at {{event.venue}} on {{event.date}}.');
    await flow.getByRole('button', { name: 'Save workflow' }).click();
    await page.waitForURL(/\/admin\/workflows\/(?!new)[^/]+$/);
    const workflowId = decodeURIComponent(page.url().split('/').pop()!);
    const saved = await waitForDoc(`${COLLECTIONS.workflows}/${workflowId}`, (data) => data.name === 'Journey weddings');
    expect(saved.packageIds).toHaveLength(1);
    expect(owner.errors).toEqual([]);
  }, 120_000);

  it('a booking of that package gets the questionnaire from its timeline, and its customer is emailed', async () => {
    const { page } = owner;
    await page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    const timeline = page.getByRole('region', { name: 'Workflow' });
    await timeline.getByRole('link', { name: 'Journey weddings' }).waitFor({ timeout: 20_000 });
    await timeline.getByText('See you soon, {{customer.name}}', { exact: false }).waitFor();
    await timeline.getByRole('button', { name: 'Send now: Send a questionnaire' }).click();
    await waitForDoc(`${COLLECTIONS.bookingQuestionnaires}/${bookingId}_${questionnaireId}`, (data) => data.state === 'open', 45_000);
    const [sent] = await capturedMail().waitFor(
      (r) => r.body.custom_args?.kind === 'questionnaire-sent' && r.body.custom_args?.bookingId === bookingId,
    );
    expect(JSON.stringify(sent.body)).toContain(`/questionnaires/${bookingId}_${questionnaireId}`);
    await timeline
      .getByText(/^Sent /)
      .first()
      .waitFor({ timeout: 20_000 });
  }, 120_000);

  it('the customer answers at 375 px from the profile: a missing required answer is named, then submitted once', async () => {
    const { page } = customer;
    await page.reload();
    const answer = page.getByRole('link', { name: 'Answer now' });
    await answer.waitFor({ timeout: 20_000 });
    await answer.click();
    await page.getByRole('heading', { level: 1, name: 'Day-of plan' }).waitFor();
    await page.getByLabel('Day-of coordinator: name').fill('Maya Chen');
    await page.getByLabel('Day-of coordinator: phone').fill('+1 415 555 0199');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('This question needs an answer').waitFor();
    await page.getByLabel('Ceremony start time').fill('14:30');
    await page.getByText('Your answers are saved as you type').waitFor();
    await waitForDoc(
      `${COLLECTIONS.bookingQuestionnaires}/${bookingId}_${questionnaireId}`,
      (data) => Object.keys(data.answers ?? {}).length === 2,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shotBoth(page, 'questionnaire-form');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Submitted. The studio has your answers', { exact: false }).waitFor();
    const form = await waitForDoc(
      `${COLLECTIONS.bookingQuestionnaires}/${bookingId}_${questionnaireId}`,
      (data) => data.state === 'submitted',
    );
    expect(Object.values(form.answers as Record<string, unknown>)).toEqual(
      expect.arrayContaining(['14:30', { name: 'Maya Chen', phone: '+1 415 555 0199' }]),
    );
    expect(customer.errors).toEqual([]);
  }, 120_000);

  it('the owner reads the answers, and a moved event moves the pending step on the timeline', async () => {
    const { page } = owner;
    await page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    const answers = page.getByRole('region', { name: 'Questionnaires' });
    await answers.getByText('14:30').waitFor({ timeout: 20_000 });
    await answers.getByText('Maya Chen').waitFor();
    const timeline = page.getByRole('region', { name: 'Workflow' });
    const step = timeline.getByRole('listitem').filter({ hasText: 'See you soon' });
    await step.getByText('Upcoming').waitFor({ timeout: 20_000 });
    const before = await step.textContent();
    await shotBoth(page, 'booking-timeline');
    const booking = adminDb().collection(COLLECTIONS.bookings).doc(bookingId);
    const eventDate = (await booking.get()).get('eventDate') as string;
    await booking.update({ eventDate: addUtcDays(eventDate, 14), rescheduledFrom: eventDate });
    await expect.poll(() => step.textContent(), { timeout: 20_000 }).not.toBe(before);
    await step.getByText('Upcoming').waitFor();
  }, 120_000);

  it('after delivery a review is asked for, given with consent, published with one click and seen on the home page', async () => {
    const booking = adminDb().collection(COLLECTIONS.bookings).doc(bookingId);
    await booking.update({ status: 'completed', 'statusAt.completed': new Date() });
    const { page } = owner;
    await page.goto(`${baseUrl}${bookingDetailPath(bookingId)}`);
    await page.getByRole('button', { name: 'Ask for a review' }).click();
    const [asked] = await capturedMail().waitFor(
      (r) => r.body.custom_args?.kind === 'review-request' && r.body.custom_args?.bookingId === bookingId,
    );
    expect(JSON.stringify(asked.body)).toContain(reviewPath(bookingId));

    const visitor = customer.page;
    await visitor.goto(`${baseUrl}${reviewPath(bookingId)}`);
    await visitor.getByRole('heading', { level: 1, name: 'How was it?' }).waitFor({ timeout: 20_000 });
    await visitor.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await visitor.getByLabel('A few words').fill(QUOTE);
    await visitor.getByRole('checkbox', { name: /may publish my words/ }).check();
    await visitor.getByRole('button', { name: 'Send my review' }).click();
    await visitor.getByText('Thank you. The studio will read it and may publish it', { exact: false }).waitFor();
    await waitForDoc(`${COLLECTIONS.testimonials}/review-${bookingId}`, (data) => data.quote === QUOTE && data.published === false, 45_000);

    await page.goto(`${baseUrl}${adminPaths.services}?tab=testimonials`);
    await page.getByRole('switch', { name: 'Published: June’s testimonial' }).click();
    await waitForDoc(`${COLLECTIONS.testimonials}/review-${bookingId}`, (data) => data.published === true);
    await page.goto(`${baseUrl}${paths.home}`);
    await page.getByText(QUOTE, { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(owner.errors).toEqual([]);
  }, 180_000);
});
