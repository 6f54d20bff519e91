import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { runDocumentHandler } from '../../src/lib/triggers';
import { runWorkflows } from '../../src/workflows/run-workflows';
import { reviewWritten } from '../../src/workflows/workflow-triggers';
import { content, recipients } from '../support/capture-server';
import { storedBooking } from '../support/stored-booking';
import { mailProject } from './support/mail-project';

// The workflows' job against the real Firestore emulator, with the real @sendgrid client posting to
// a capture server. A project of its own (no trigger fires, each test starts empty); the clock is
// injected. The studio is in Los Angeles; steps go at 9:00 there (16:00 UTC in June).

const CREATED = new Date('2027-01-10T18:00:00Z');
const CONFIRMED = new Date('2027-01-12T18:00:00Z');

const mail = mailProject('workflows', Date.parse('2027-06-01T00:00:00Z'));
const { db } = mail;

const step = (order: number, over: Record<string, unknown>) => ({
  anchor: 'event-day',
  offsetDays: 0,
  action: 'email',
  subject: '',
  body: '',
  questionnaireId: '',
  taskTitle: '',
  order,
  ...over,
});

beforeEach(async () => {
  const workflow = db.collection(COLLECTIONS.workflows).doc('weddings');
  await workflow.set({
    name: 'Weddings',
    packageIds: [],
    eventTypes: ['Wedding'],
    isDefault: false,
    sendHour: 9,
    updatedAt: Timestamp.now(),
  });
  const steps = workflow.collection(SUBCOLLECTIONS.workflowSteps);
  await Promise.all([
    steps.doc('thanks').set(step(0, { anchor: 'confirmed', subject: 'Welcome, {{customer.name}}', body: 'Your day is {{event.date}}.' })),
    steps.doc('saturday').set(step(1, { offsetDays: -2, subject: 'See you on {{event.date}}', body: 'We arrive at {{event.venue}}.' })),
    steps.doc('print').set(step(2, { offsetDays: -1, action: 'task', taskTitle: 'Print the day’s timeline' })),
  ]);
});

async function booking(overrides: Record<string, unknown> = {}) {
  const { id, uid, email } = await mail.customer('bk-');
  await db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set(
      storedBooking(uid, {
        email,
        status: 'confirmed',
        statusAt: { pending: Timestamp.fromDate(CREATED), confirmed: Timestamp.fromDate(CONFIRMED) },
        createdAt: Timestamp.fromDate(CREATED),
        customPackageLink: '',
        ...overrides,
      }),
    );
  return { id, email };
}

const subjects = () => mail.capture.requests.map((r) => r.body.subject);
const runOf = async (id: string) =>
  (await db.collection(COLLECTIONS.workflowRuns).doc(id).get()).data() as { steps: Record<string, { outcome: string; late: boolean }> };

describe('the workflows job', () => {
  it('does each due step once, logs the late ones, tells the owner of the day’s task, and a second run does nothing new', async () => {
    const { id, email } = await booking();
    // The morning before the event (12 June): every step is due; the confirmation's was months ago.
    mail.clock = Date.parse('2027-06-11T16:30:00Z');
    const first = await runWorkflows(mail.deps());
    expect(first).toMatchObject({ bookings: 1, sent: 3, failed: 0 });
    // The customer's two emails, and the owner's digest of the day's task.
    expect(subjects().sort()).toEqual(['See you on June 12, 2027', 'Welcome, Ada Lovelace', 'Your day: 1 task due this week']);
    const customers = mail.capture.requests.filter((r) => !r.body.subject.startsWith('Your day'));
    expect(customers.every((r) => recipients(r).includes(email))).toBe(true);
    expect(
      content(
        mail.capture.requests.find((r) => r.body.subject.startsWith('See you'))!,
        'text/plain',
      ),
    ).toContain('We arrive at Palace of Fine Arts.');
    const task = await db.collection(COLLECTIONS.ownerTasks).doc(`${id}_print`).get();
    expect(task.data()).toMatchObject({ title: 'Print the day’s timeline', bookingId: id, dueOn: '2027-06-11', done: false });
    const run = await runOf(id);
    expect(run.steps.thanks).toMatchObject({ outcome: 'sent', late: true });
    expect(run.steps.saturday).toMatchObject({ outcome: 'sent', late: true });
    expect(run.steps.print).toMatchObject({ outcome: 'sent', late: false });
    expect(mail.logger.entries.filter((e) => e.message === 'Workflow step sent late').map((e) => e.data?.stepId)).toEqual(
      expect.arrayContaining(['thanks', 'saturday']),
    );
    const keys = (await db.collection(SERVER_COLLECTIONS.mailOutbox).get()).docs.map((d) => d.id).sort();
    expect(keys).toEqual(['owner-tasks-digest-2027-06-11', `workflow-${id}-saturday`, `workflow-${id}-thanks`]);

    mail.clock += 15 * 60_000;
    const second = await runWorkflows(mail.deps());
    expect(second).toMatchObject({ sent: 0, failed: 0 });
    expect(mail.capture.requests).toHaveLength(3);
  });

  it('a rescheduled event moves its pending steps; a step before the booking existed is missed', async () => {
    const { id } = await booking();
    mail.clock = Date.parse('2027-06-09T12:00:00Z');
    await runWorkflows(mail.deps());
    expect(subjects()).toEqual(['Welcome, Ada Lovelace']);
    // Moved to 21 August: at the old "two days before" nothing more goes.
    await db.collection(COLLECTIONS.bookings).doc(id).update({ eventDate: '2027-08-21', rescheduledFrom: '2027-06-12' });
    mail.clock = Date.parse('2027-06-10T16:05:00Z');
    expect((await runWorkflows(mail.deps())).sent).toBe(0);
    // At the new one (19 August, 9:00 in Los Angeles) it does.
    mail.clock = Date.parse('2027-08-19T16:05:00Z');
    expect(await runWorkflows(mail.deps())).toMatchObject({ sent: 1, late: 0 });
    expect(subjects()).toEqual(['Welcome, Ada Lovelace', 'See you on August 21, 2027']);

    // A booking made the day before its event: "two days before" had passed already.
    const { id: lastMinute } = await booking({ eventDate: '2027-08-25', createdAt: Timestamp.fromDate(new Date('2027-08-24T18:00:00Z')) });
    mail.clock = Date.parse('2027-08-24T19:00:00Z');
    await runWorkflows(mail.deps());
    expect((await runOf(lastMinute)).steps.saturday).toMatchObject({ outcome: 'missed' });
    expect(subjects().filter((s) => s === 'See you on August 25, 2027')).toEqual([]);
  });

  it('a cancelled booking stops its steps', async () => {
    await booking({
      status: 'cancelled',
      statusAt: {
        pending: Timestamp.fromDate(CREATED),
        confirmed: Timestamp.fromDate(CONFIRMED),
        cancelled: Timestamp.fromDate(CONFIRMED),
      },
    });
    mail.clock = Date.parse('2027-06-11T16:30:00Z');
    expect(await runWorkflows(mail.deps())).toMatchObject({ bookings: 0, sent: 0 });
    expect(mail.capture.requests).toHaveLength(0);
  });

  it('a consented review becomes a draft testimonial, a rewrite updates it, a low one goes to the owner only', async () => {
    const { id } = await booking({ status: 'completed' });
    const review = (over: Record<string, unknown>) => ({
      userId: `uid-${id}`,
      bookingId: id,
      rating: 5,
      words: 'Every photograph feels like the day.',
      consent: true,
      firstName: 'Ada',
      createdAt: Timestamp.fromDate(new Date('2027-07-01T10:00:00Z')),
      updatedAt: Timestamp.fromDate(new Date('2027-07-01T10:00:00Z')),
      ...over,
    });
    const deliver = (data: Record<string, unknown>) =>
      runDocumentHandler(reviewWritten, { id, time: new Date().toISOString(), after: data }, mail.deps());
    const testimonial = () => db.collection(COLLECTIONS.testimonials).doc(`review-${id}`).get();

    expect(await deliver(review({}))).toBe('handled');
    expect((await testimonial()).data()).toMatchObject({
      name: 'Ada',
      quote: 'Every photograph feels like the day.',
      rating: 5,
      published: false,
      featured: true,
    });

    await db.collection(COLLECTIONS.testimonials).doc(`review-${id}`).update({ published: true });
    await deliver(review({ rating: 4, words: 'Even better the second time we looked.' }));
    expect((await testimonial()).data()).toMatchObject({ quote: 'Even better the second time we looked.', rating: 4, published: true });

    await deliver(review({ rating: 2, words: 'The gallery came late.', updatedAt: Timestamp.fromDate(new Date('2027-07-02T10:00:00Z')) }));
    expect((await testimonial()).exists).toBe(false);
    expect(subjects()).toEqual(['2-star review from Ada Lovelace']);
    expect(recipients(mail.capture.requests[0])).toEqual([OWNER_EMAIL]);
  });
});
