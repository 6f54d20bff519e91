// The webhook benchmark's body, run inside the emulators by scripts/bench-webhooks.mjs
// (`npm run bench:webhooks`). 500 signed checkout.session.completed deliveries — 400 distinct
// events over 100 bookings (4 each, so payments to one booking race for its ledger) and 100
// redeliveries of some of them — sent concurrently to the emulated stripeWebhook, at most
// BENCH_CONCURRENCY (default 8) in flight: the Functions emulator starts one worker process per
// request in flight, and 500 at once started hundreds of processes on this 2-core machine. Then it prints
// the answers, the ledger entries written (400 expected), duplicates (0 expected), whether every
// booking's ledger and derived total agree, and the times.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { storedBooking } from '../../functions/test/support/stored-booking';
import { startCaptureServer } from '../../functions/test/support/capture-server';
import { deliver, paidSession, stripeEvent } from '../../functions/test/support/stripe-events';
import { FUNCTIONS_REGION } from '../../common/functions-region';

const BOOKINGS = 100;
const PAYMENTS_PER_BOOKING = 4;
const DUPLICATES = 100;
const AMOUNT = 100;
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 8);

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm run bench:webhooks\``);
  return value;
};
const projectId = env('GCLOUD_PROJECT');
const secret = env('STRIPE_WEBHOOK_SECRET');
const hub = env('FIREBASE_EMULATOR_HUB');
const run = Date.now().toString(36);

async function main() {
  const app = initializeApp({ projectId }, `bench-webhooks-${run}`);
  const db = getFirestore(app);
  // Receipts go out through the real SendGrid client to this local server (accounts are absent, so most are skipped).
  const mail = await startCaptureServer({ port: Number(new URL(env('SENDGRID_API_BASE_URL')).port) });
  const functions = ((await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { host: string; port: number }>).functions;
  const webhook = `http://${functions.host}:${functions.port}/${projectId}/${FUNCTIONS_REGION}/stripeWebhook`;

  const bookingIds = Array.from({ length: BOOKINGS }, (_, i) => `bench-${run}-${i}`);
  const batch = db.batch();
  for (const id of bookingIds) {
    batch.set(
      db.collection(COLLECTIONS.bookings).doc(id),
      storedBooking(`bench-user-${run}`, { packageName: 'Bench Package', status: 'confirmed' }),
    );
  }
  await batch.commit();

  const events = bookingIds.flatMap((bookingId) =>
    Array.from({ length: PAYMENTS_PER_BOOKING }, () =>
      stripeEvent('checkout.session.completed', paidSession({ kind: 'booking', bookingId, what: 'balance', uid: 'bench' }, AMOUNT * 100)),
    ),
  );
  // Every fourth event is delivered twice; all 500 go out in a shuffled order.
  const deliveries = [...events, ...events.filter((_, i) => i % 4 === 0).slice(0, DUPLICATES)].sort(() => Math.random() - 0.5);

  // A warm-up delivery, so the figures are not the functions' cold start.
  await deliver(webhook, stripeEvent('customer.created', { id: 'cus_warm' }), secret);
  const started = performance.now();
  const answers: Awaited<ReturnType<typeof deliver>>[] = [];
  let next = 0;
  const sender = async () => {
    for (let i = next++; i < deliveries.length; i = next++) answers[i] = await deliver(webhook, deliveries[i], secret);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  const answered = performance.now() - started;

  const count = (outcome: string) => answers.filter((a) => a.body.outcome === outcome).length;
  const failed = answers.filter((a) => a.status !== 200);
  // Stripe delivers a failed event again (with backoff); so does the benchmark, once, and says so.
  const retried = await Promise.all(failed.map((a) => deliver(webhook, deliveries[answers.indexOf(a)], secret)));

  const entries = (
    await db.collection(COLLECTIONS.payments).where('stripe.eventType', '==', 'checkout.session.completed').get()
  ).docs.filter((doc) => bookingIds.includes(doc.get('bookingId')));
  const distinct = new Set(entries.map((doc) => doc.get('stripe.eventId')));
  const ledgers = await Promise.all(bookingIds.map((id) => db.collection(COLLECTIONS.paymentLedgers).doc(id).get()));
  const ledgersRight = ledgers.filter((l) => l.get('net') === AMOUNT * PAYMENTS_PER_BOOKING).length;

  // The onPaymentCreated trigger derives each booking's paidTotal from its entries.
  const deadline = Date.now() + 180_000;
  let settled = 0;
  while (Date.now() < deadline) {
    const bookings = await Promise.all(bookingIds.map((id) => db.collection(COLLECTIONS.bookings).doc(id).get()));
    settled = bookings.filter((b) => b.get('paidTotal') === AMOUNT * PAYMENTS_PER_BOOKING).length;
    if (settled === BOOKINGS) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const derived = performance.now() - started;

  const line = (label: string, value: string | number) => console.log(`${label.padEnd(44)} ${value}`);
  console.log(`\nStripe webhook benchmark (the emulated stripeWebhook, signed deliveries, ${IN_FLIGHT} in flight)\n`);
  line('deliveries sent', `${deliveries.length} (${events.length} distinct events, ${deliveries.length - events.length} duplicates)`);
  line(
    'answers: recorded / duplicate / other 200',
    `${count('recorded')} / ${count('duplicate')} / ${answers.filter((a) => a.status === 200).length - count('recorded') - count('duplicate')}`,
  );
  line(
    'answers: failed (non-200), first pass',
    `${failed.length}${failed.length ? ` → redelivered once: ${retried.filter((a) => a.status === 200).length} answered 200` : ''}`,
  );
  line('ledger entries written', `${entries.length} (expected ${events.length})`);
  line('duplicate entries', entries.length - distinct.size);
  line('ledgers with the right net', `${ledgersRight} / ${BOOKINGS}`);
  line('bookings with the derived total', `${settled} / ${BOOKINGS}`);
  line(`time: all ${deliveries.length} answered`, `${(answered / 1000).toFixed(1)} s`);
  line('time: every booking total derived', `${(derived / 1000).toFixed(1)} s`);
  line(
    'emails captured',
    `${mail.requests.length} (receipts need an account and these bookings have none; these are the owner's new-booking notices)`,
  );

  await mail.close();
  await deleteApp(app);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
