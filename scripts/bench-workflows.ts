// `npm run bench:workflows`: the workflows job (docs/workflows.md) over 2,000 confirmed bookings
// with a five-step workflow, against the Firestore emulator, sending through the real @sendgrid
// client to a local capture server. Prints figures; fails when an email is missing or doubled:
//   steps due by the arithmetic (planSteps)  = steps done by the 1st run      (each once)
//   steps done by the 2nd run (same moment)  = 0
//   emails received by the capture server    = outbox records = emails due   (no duplicate key)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../common/collections';
import { addUtcDays } from '../common/days';
import { DEMO_STUDIO_INPUT } from '../common/demo-studio';
import { OWNER_EMAIL } from '../common/owner';
import type { Step } from '../common/schemas/workflows';
import { planSteps } from '../common/workflows';
import { createSendGridMailer } from '../functions/src/lib/mail';
import { runWorkflows } from '../functions/src/workflows/run-workflows';
import { startCaptureServer } from '../functions/test/support/capture-server';

const BOOKINGS = 2_000;
const TODAY = '2027-06-10';
const NOW = new Date(`${TODAY}T19:00:00Z`); // noon in Los Angeles, the studio's zone
const CREATED = new Date('2027-01-15T18:00:00Z');
const ZONE = DEMO_STUDIO_INPUT.timeZone;

const email = (id: string, order: number, anchor: Step['anchor'], offsetDays: number, subject: string): Step => ({
  id,
  anchor,
  offsetDays,
  action: 'email',
  subject,
  body: 'Hello {{customer.name}},\n\nYour day is {{event.date}} at {{event.venue}}.',
  questionnaireId: '',
  taskTitle: '',
  order,
});
const STEPS: Step[] = [
  email('welcome', 0, 'confirmed', 0, 'Welcome, {{customer.name}}'),
  email('sixweeks', 1, 'event-day', -42, 'Six weeks to {{event.date}}'),
  email('saturday', 2, 'event-day', -2, 'See you on {{event.date}}'),
  { ...email('print', 3, 'event-day', -1, ''), action: 'task', subject: '', body: '', taskTitle: 'Print the timeline' },
  email('thanks', 4, 'event-day', 1, 'Thank you, {{customer.name}}'),
];

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run under the emulators: npm run bench:workflows');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** Booking i: its event from 60 days ago to 60 days ahead, confirmed in January. */
function booking(i: number) {
  return {
    packageId: 'wedding-signature',
    packageName: 'Signature Wedding',
    packagePrice: 2000,
    packageDeposit: 600,
    eventType: 'Wedding' as const,
    eventDate: addUtcDays(TODAY, (i % 121) - 60),
    venue: 'Palace of Fine Arts',
    guestCount: 80,
    name: `Customer ${i}`,
    email: `customer-${i}@example.com`,
    phone: '+1 415 555 0100',
    notes: '',
    paymentMethod: 'bank-transfer' as const,
    customPackageLink: '',
    userId: `bench-${i}`,
    status: 'confirmed' as const,
    statusAt: { pending: Timestamp.fromDate(CREATED), confirmed: Timestamp.fromDate(CREATED) },
    statusReason: '',
    paidTotal: 600,
    paymentStatus: 'deposit-paid' as const,
    keywords: [],
    createdAt: Timestamp.fromDate(CREATED),
  };
}

async function main() {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-style-and-story' }, 'bench-workflows');
  const db = getFirestore(app);
  const capture = await startCaptureServer({ port: 9946 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0) });
  const deps = {
    db,
    mailer: createSendGridMailer({ apiKey: 'SG.bench', baseUrl: capture.url }),
    logger: { info: () => {}, warn: () => {}, error: (message: string, data?: object) => console.error(message, data) },
    now: () => NOW.getTime(),
    mailFrom: 'Style & Story <hello@styleandstory.studio>',
    ownerEmail: OWNER_EMAIL,
    site: 'https://styleandstory.studio',
    readStudio: async () => ({ studio: DEMO_STUDIO_INPUT, payment: { bankDetails: 'First Bay Bank', upiId: '', paymentNote: '' } }),
  };

  let started = performance.now();
  const writer = db.bulkWriter();
  const workflow = db.collection(COLLECTIONS.workflows).doc('bench');
  void writer.set(workflow, { name: 'Bench', packageIds: [], eventTypes: [], isDefault: true, sendHour: 9, updatedAt: Timestamp.now() });
  for (const { id, ...step } of STEPS) void writer.set(workflow.collection(SUBCOLLECTIONS.workflowSteps).doc(id), step);
  let dueSteps = 0;
  let dueEmails = 0;
  const run = { steps: {}, skipped: {}, sendNow: {} };
  for (let i = 0; i < BOOKINGS; i++) {
    const data = booking(i);
    const moments = {
      status: 'confirmed',
      createdAt: CREATED,
      eventDate: data.eventDate,
      confirmedAt: CREATED,
      contractSignedAt: null,
      balancePaidAt: null,
      galleryPublishedAt: null,
    };
    const due = planSteps({ steps: STEPS, sendHour: 9 }, moments, run, NOW, ZONE).filter((plan) => plan.state === 'due');
    dueSteps += due.length;
    dueEmails += due.filter((plan) => plan.step.action === 'email').length;
    void writer.set(db.collection(COLLECTIONS.bookings).doc(`bench-${i}`), data);
    void writer.set(db.collection(COLLECTIONS.users).doc(`bench-${i}`), { email: data.email, name: data.name, role: 'customer' });
  }
  await writer.close();
  console.log(
    `seeded ${BOOKINGS} bookings × ${STEPS.length} steps in ${seconds(started)}; due by the arithmetic: ${dueSteps} steps, ${dueEmails} emails`,
  );

  const done: number[] = [];
  for (const label of ['1st run', '2nd run, same moment']) {
    started = performance.now();
    const report = await runWorkflows(deps, { concurrency: 16 });
    done.push(report.sent);
    console.log(
      `${label}: ${seconds(started)}; bookings ${report.bookings}, steps done ${report.sent} (late ${report.late}), missed ${report.missed}, failed ${report.failed}`,
    );
  }
  const outbox = await db.collection(SERVER_COLLECTIONS.mailOutbox).where('kind', '==', 'workflow-email').count().get();
  const keys = new Set(capture.requests.map((r) => `${r.body.personalizations[0]?.to[0]?.email} ${r.body.subject}`));
  const workflowMails = capture.requests.filter((r) => !r.body.subject.startsWith('Your day')).length;
  console.log(
    `outbox workflow emails: ${outbox.data().count}; emails received by the capture server: ${workflowMails} (distinct recipient+subject: ${keys.size - (capture.requests.length - workflowMails)})`,
  );
  await capture.close();
  await deleteApp(app);
  const exact = done[0] === dueSteps && done[1] === 0 && outbox.data().count === dueEmails && workflowMails === dueEmails;
  console.log(exact ? 'each email exactly once: yes' : 'each email exactly once: NO');
  if (!exact) process.exit(1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
