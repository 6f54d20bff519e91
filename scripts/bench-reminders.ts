// `npm run bench:reminders`: the daily payment-reminder run over 2,000 confirmed bookings, against
// the Firestore emulator, sending through the real @sendgrid client to a local capture server.
// Prints figures, asserts nothing. The run goes twice on the same day:
//   emails queued (1st run) = the reminders the schedule arithmetic says are due   (each once)
//   emails queued (2nd run)                                                          (must be 0)
//   emails received by the capture server = outbox records sent                      (no duplicate)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../common/collections';
import { addUtcDays } from '../common/days';
import { deriveSchedule, reminderDue } from '../common/payment-schedule';
import { OWNER_EMAIL } from '../common/owner';
import { DEMO_STUDIO_INPUT } from '../common/demo-studio';
import { createSendGridMailer } from '../functions/src/lib/mail';
import { sendPaymentReminders } from '../functions/src/payments/payment-reminders';
import { startCaptureServer } from '../functions/test/support/capture-server';

const BOOKINGS = 2_000;
const TODAY = '2027-06-10';
const NOW = Date.parse(`${TODAY}T17:00:00Z`); // 10:00 in Los Angeles, the studio's zone
const CONFIRMED = new Date('2027-01-15T18:00:00Z');
const settings = {
  balanceDueDays: DEMO_STUDIO_INPUT.balanceDueDays,
  timeZone: DEMO_STUDIO_INPUT.timeZone,
  salesTax: DEMO_STUDIO_INPUT.salesTax,
};

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run under the emulators: npm run bench:reminders');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** Booking i: its balance falls due between 10 days ago and 10 days ahead; a quarter owe the deposit too, a tenth paid in full. */
function booking(i: number) {
  const paidTotal = i % 10 === 0 ? 2000 : i % 4 === 0 ? 0 : 600;
  return {
    packageId: 'wedding-signature',
    packageName: 'Signature Wedding',
    packagePrice: 2000,
    packageDeposit: 600,
    eventType: 'Wedding',
    eventDate: addUtcDays(TODAY, settings.balanceDueDays + (i % 21) - 10),
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
    statusAt: { pending: CONFIRMED, confirmed: CONFIRMED },
    statusReason: '',
    paidTotal,
    paymentStatus: paidTotal === 2000 ? ('paid' as const) : paidTotal ? ('deposit-paid' as const) : ('unpaid' as const),
    keywords: [],
    createdAt: CONFIRMED,
  };
}

async function main() {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-style-and-story' }, 'bench-reminders');
  const db = getFirestore(app);
  const capture = await startCaptureServer({ port: 9945 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0) });
  const deps = {
    db,
    mailer: createSendGridMailer({ apiKey: 'SG.bench', baseUrl: capture.url }),
    logger: { info: () => {}, warn: () => {}, error: (message: string, data?: object) => console.error(message, data) },
    now: () => NOW,
    mailFrom: 'Style & Story <hello@styleandstory.studio>',
    ownerEmail: OWNER_EMAIL,
    site: 'https://styleandstory.studio',
    readStudio: async () => ({ studio: DEMO_STUDIO_INPUT, payment: { bankDetails: 'First Bay Bank', upiId: '', paymentNote: '' } }),
  };

  let started = performance.now();
  const writer = db.bulkWriter();
  let expected = 0;
  for (let i = 0; i < BOOKINGS; i++) {
    const data = booking(i);
    const { schedule } = deriveSchedule(data, null, settings, TODAY);
    expected += schedule.filter((instalment) => reminderDue(instalment, TODAY)).length;
    void writer.set(db.collection(COLLECTIONS.bookings).doc(`bench-${i}`), {
      ...data,
      statusAt: { pending: Timestamp.fromDate(CONFIRMED), confirmed: Timestamp.fromDate(CONFIRMED) },
      createdAt: Timestamp.fromDate(CONFIRMED),
    });
    void writer.set(db.collection(COLLECTIONS.users).doc(`bench-${i}`), { email: data.email, name: data.name, role: 'customer' });
  }
  await writer.close();
  console.log(`seeded ${BOOKINGS} confirmed bookings in ${seconds(started)}; reminders due today by the arithmetic: ${expected}`);

  for (const label of ['1st run', '2nd run, same day']) {
    started = performance.now();
    const run = await sendPaymentReminders(deps);
    console.log(
      `${label}: ${seconds(started)}; bookings considered ${run.bookings}, schedules derived ${run.derived}, emails queued ${run.sent}, failed ${run.failed}`,
    );
  }
  const outbox = await db
    .collection(SERVER_COLLECTIONS.mailOutbox)
    .where('kind', '>=', 'payment-reminder')
    .where('kind', '<', 'payment-reminder~')
    .count()
    .get();
  console.log(`outbox reminder records: ${outbox.data().count}; emails received by the capture server: ${capture.requests.length}`);
  await capture.close();
  await deleteApp(app);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
