// The load benchmark's body, run inside the emulators by scripts/bench-load.mjs (`npm run bench:load`).
// 500 anonymous contact messages and 200 bookings from 50 signed-in customers, all sent at once
// through Firestore's REST API, so the security rules judge every write as they would a browser's
// (and an abuser would not use the SDK). Then it prints what was acknowledged against what is
// stored, the emails expected against those the capture server received (welcome, booking requested
// to the customer, new booking to the owner, and the owner's contact emails under their throttle),
// and trigger errors.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '@common/collections';
import { OWNER_EMAIL } from '@common/owner';
import { depositSplit } from '@common/payments';
import { orderKeywords } from '@common/schemas/orders';
import { STUDIO_SETTINGS } from '../seed/studio-settings';
import { createSendGridMailer } from '../../functions/src/lib/mail';
import { readStudio } from '../../functions/src/lib/studio';
import { sendDueDigest } from '../../functions/src/messages/owner-digest';
import { OWNER_MAIL_POLICY } from '../../functions/src/messages/owner-mail-policy';
import { startCaptureServer, type CapturedRequest } from '../../functions/test/support/capture-server';
import { openLogStream, type LogBundle } from '../../functions/test/integration/support/log-stream';

const MESSAGES = 500;
const CUSTOMERS = 50;
const BOOKINGS_PER_CUSTOMER = 4;
const SETTLE_TIMEOUT_MS = 300_000;

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm run bench:load\``);
  return value;
};
const projectId = env('GCLOUD_PROJECT');
const firestoreHost = env('FIRESTORE_EMULATOR_HOST');
const authHost = env('FIREBASE_AUTH_EMULATOR_HOST');
const hub = env('FIREBASE_EMULATOR_HUB');
const captureUrl = new URL(env('SENDGRID_API_BASE_URL'));

const documents = `projects/${projectId}/databases/(default)/documents`;
type Value = { stringValue: string } | { integerValue: string } | { arrayValue: { values: Value[] } };
const str = (value: string): Value => ({ stringValue: value });
const int = (value: number): Value => ({ integerValue: String(value) });
const strings = (values: string[]): Value => ({ arrayValue: { values: values.map(str) } });
const newId = () => randomUUID().replace(/-/g, '').slice(0, 20);

/**
 * One create through the REST API, createdAt (and any of `stampedAt`) set to the request time, as
 * serverTimestamp() does.
 */
async function create(
  collection: string,
  fields: Record<string, Value>,
  idToken?: string,
  { id = newId(), stampedAt = [] as string[], alongside = [] as unknown[] } = {},
): Promise<{ ok: boolean; status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`http://${firestoreHost}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${documents}/${collection}/${id}`, fields },
          currentDocument: { exists: false },
          updateTransforms: ['createdAt', ...stampedAt].map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
        },
        ...alongside,
      ],
    }),
  });
  await response.arrayBuffer();
  return { ok: response.ok, status: response.status, ms: performance.now() - started };
}

/** A Google sign-in against the Auth emulator (it accepts an unsigned JSON id_token). */
async function signIn(email: string): Promise<{ uid: string; idToken: string }> {
  const idToken = JSON.stringify({ sub: `bench-${email}`, email, email_verified: true, name: email.split('@')[0] });
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { localId?: string; idToken?: string; error?: unknown };
  if (!body.localId || !body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body.error)}`);
  return { uid: body.localId, idToken: body.idToken };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
const acked = (list: { ok: boolean }[]) => list.filter((w) => w.ok).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const capture = await startCaptureServer({ port: Number(captureUrl.port) });
  const hubInfo = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { host: string; port: number }>;
  const logs = await openLogStream(`${hubInfo.logging.host}:${hubInfo.logging.port}`);
  const app = initializeApp({ projectId }, `bench-${Date.now()}`);
  const db = getFirestore(app);
  try {
    // A bookable package (the rules copy its name and price into the booking).
    const pkg = { name: 'Bench Package', price: 1200 };
    await db.doc(`${COLLECTIONS.packages}/bench-package`).set({
      ...pkg,
      category: 'Weddings',
      duration: '4 hours',
      summary: 'For the load benchmark.',
      description: 'For the load benchmark.',
      features: [],
      image: { src: '/images/x.jpg', width: 10, height: 10, alt: '' },
      featured: false,
      order: 1,
      active: true,
    });
    // The studio's settings: the rules read the deposit percentage there.
    const [studio] = STUDIO_SETTINGS;
    await db.doc(`${COLLECTIONS.settings}/${studio.id}`).set(studio.data);

    // Five at a time, as sign-ups trickle in: each concurrent event gets its own Functions
    // emulator worker, and a worker that is not up in FUNCTIONS_DISCOVERY_TIMEOUT drops its event
    // (scripts/emulator-env.mjs raises it to 120 s; at the default 30 s this machine lost 37 of 50).
    console.log(`Signing in ${CUSTOMERS} customers (Google, Auth emulator), five at a time…`);
    const customers: { uid: string; idToken: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i += 5) {
      customers.push(...(await Promise.all([0, 1, 2, 3, 4].map((j) => signIn(`bench-customer-${i + j}@example.com`)))));
    }
    for (let i = 0; i < 120 && (await db.collection(COLLECTIONS.users).count().get()).data().count < CUSTOMERS; i += 1) await sleep(500);
    const records = (await db.collection(COLLECTIONS.users).count().get()).data().count;
    const eventDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

    console.log(`Sending ${MESSAGES} anonymous contact messages and ${CUSTOMERS * BOOKINGS_PER_CUSTOMER} bookings at once…`);
    const started = performance.now();
    const messageWrites = Array.from({ length: MESSAGES }, (_, i) =>
      create(COLLECTIONS.contactMessages, {
        name: str(`Visitor ${i}`),
        email: str(`visitor-${i}@example.com`),
        phone: str(''),
        subject: str(`Question ${i}`),
        message: str(`Hello, this is load-benchmark message number ${i}.`),
      }),
    );
    // A booking request exactly as the booking form writes it (the rules check every field).
    const bookingWrites = customers.flatMap(({ uid, idToken }, c) =>
      Array.from({ length: BOOKINGS_PER_CUSTOMER }, (_, b) => {
        const id = newId();
        const contact = { name: `Customer ${c}`, email: `bench-customer-${c}@example.com` };
        return create(
          COLLECTIONS.bookings,
          {
            packageId: str('bench-package'),
            packageName: str(pkg.name),
            packagePrice: int(pkg.price),
            packageDeposit: int(depositSplit(pkg.price, STUDIO_SETTINGS[0].data.depositPercent).deposit),
            eventType: str('Portrait'),
            eventDate: str(eventDate),
            venue: str('Studio'),
            guestCount: int(2),
            name: str(contact.name),
            email: str(contact.email),
            phone: str('+1 415 555 0100'),
            notes: str(`booking ${b}`),
            paymentMethod: str('cash'),
            customPackageLink: str(''),
            userId: str(uid),
            status: str('pending'),
            statusReason: str(''),
            paidTotal: int(0),
            paymentStatus: str('unpaid'),
            keywords: strings(orderKeywords(id, contact)),
          },
          idToken,
          // In the same write, the request joins the customer's pending ones (arrayUnion), as the app does.
          {
            id,
            stampedAt: ['statusAt.pending'],
            alongside: [
              {
                update: { name: `${documents}/${COLLECTIONS.pendingBookings}/${uid}`, fields: {} },
                updateMask: { fieldPaths: [] },
                updateTransforms: [{ fieldPath: 'ids', appendMissingElements: { values: [str(id)] } }],
              },
            ],
          },
        );
      }),
    );
    const [messages, bookings] = await Promise.all([Promise.all(messageWrites), Promise.all(bookingWrites)]);
    const writeSeconds = (performance.now() - started) / 1000;

    // Wait until every contact and booking trigger has finished and no email has arrived for a while.
    const finishedOf = (name: string) => logs.bundles.filter((b) => new RegExp(`Finished "[^"]*${name}"`).test(b.message)).length;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let last = -1;
    let stableSince = Date.now();
    while (Date.now() < deadline) {
      if (capture.requests.length !== last) {
        last = capture.requests.length;
        stableSince = Date.now();
      }
      const allRan = finishedOf('onContactMessageCreated') >= acked(messages) && finishedOf('onBookingCreated') >= acked(bookings);
      if (allRan && Date.now() - stableSince > 5_000) break;
      await sleep(500);
    }
    const settleSeconds = (performance.now() - started) / 1000;

    const stored = {
      contactMessages: (await db.collection(COLLECTIONS.contactMessages).count().get()).data().count,
      bookings: (await db.collection(COLLECTIONS.bookings).count().get()).data().count,
    };
    const toOwner = capture.requests.filter((r) => r.body.personalizations.some((p) => p.to.some((to) => to.email === OWNER_EMAIL)));
    const ofKind = (kind: string) => capture.requests.filter((r) => kindOf(r) === kind);
    const welcomes = ofKind('welcome');
    const bookingRequested = ofKind('booking-requested');
    const ownerBookings = ofKind('owner-booking');
    const bookingsMailed = (list: CapturedRequest[]) => new Set(list.map((r) => r.body.custom_args?.bookingId)).size;
    const covered = new Map<string, number>();
    for (const request of toOwner.filter((r) => r.status === 202)) {
      const text = request.body.content.find((c) => c.type === 'text/plain')?.value ?? '';
      for (const [, id] of text.matchAll(/contactMessages\/(\w+)/g)) covered.set(id, (covered.get(id) ?? 0) + 1);
    }
    const byKind = new Map<string, number>();
    for (const request of toOwner) byKind.set(kindOf(request), (byKind.get(kindOf(request)) ?? 0) + 1);
    const functionErrors = logs.bundles.filter((b) => b.data.user?.severity === 'ERROR');
    const emulatorErrors = logs.bundles.filter(
      (b) => !b.data.user && /Failed to handle request|function was killed|Unhandled error|Failed to start functions/.test(b.message),
    );
    const singles = toOwner.filter((r) => r.body.custom_args?.kind === 'owner-contact').length;
    const refused = (list: { ok: boolean; status: number }[]) =>
      [...new Set(list.filter((w) => !w.ok).map((w) => w.status))].map((s) => `HTTP ${s}`).join(', ') || 'none';
    const latencies = [...messages, ...bookings].map((w) => w.ms);

    console.log(`
Load benchmark (${new Date().toISOString().slice(0, 10)}, emulators on this machine)
  writes sent at once            ${messages.length + bookings.length} (${messages.length} contact messages, ${bookings.length} bookings)
  all acknowledged after         ${writeSeconds.toFixed(1)} s; latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms
  contact messages               acknowledged ${acked(messages)}, stored ${stored.contactMessages}, refused: ${refused(messages)}
  bookings                       acknowledged ${acked(bookings)}, stored ${stored.bookings}, refused: ${refused(bookings)}
  triggers settled after         ${settleSeconds.toFixed(1)} s
  owner emails captured          ${toOwner.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}); SendGrid calls to the owner answered 202: ${toOwner.filter((r) => r.status === 202).length}
  named in an email so far       ${covered.size} of ${stored.contactMessages} (named twice or more: ${[...covered.values()].filter((n) => n > 1).length})
  customer records (onUserCreated) ${records} of ${CUSTOMERS}
  welcome emails                 expected ${records}, captured ${welcomes.length}
  booking requested (customer)   expected ${stored.bookings}, captured ${bookingRequested.length} for ${bookingsMailed(bookingRequested)} bookings
  new booking notices (owner)    ${ownerBookings.length} emails of their own for ${stored.bookings} bookings, the others in digests (${byKind.get('owner-digest') ?? 0} digests in all so far)
  trigger errors                 ${functionErrors.length} logged by the functions, ${emulatorErrors.length} by the emulator${summarise([...functionErrors, ...emulatorErrors])}
`);
    await drainDigests(db, capture.url, stored.contactMessages, singles, () => capture.requests);
  } finally {
    logs.close();
    await capture.close();
    await deleteApp(app);
  }
}

function kindOf(request: CapturedRequest): string {
  return request.body.custom_args?.kind ?? 'unknown';
}

function summarise(bundles: LogBundle[]): string {
  const counts = new Map<string, number>();
  for (const b of bundles) {
    const message = String(b.data.user?.message ?? b.message).slice(0, 100);
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `\n    ${n} × ${message}`).join('');
}

/**
 * The throttle's account: which messages wait for a digest, and the digests that carry them when
 * the clock moves on (what the 15-minute schedule does in production; no schedule runs in the
 * emulator, so this calls the same function with a later clock).
 */
async function drainDigests(
  db: FirebaseFirestore.Firestore,
  captureUrl: string,
  messages: number,
  singles: number,
  requests: () => CapturedRequest[],
) {
  const pending = async () =>
    (await db.collection(SERVER_COLLECTIONS.ownerNotices).where('status', '==', 'pending').count().get()).data().count;
  const waiting = await pending();
  const failed: string[] = [];
  const deps = {
    db,
    mailer: createSendGridMailer({ apiKey: 'SG.emulator-bench', baseUrl: captureUrl }),
    logger: { info: () => {}, warn: () => {}, error: (message: string) => failed.push(message) },
    now: Date.now,
    mailFrom: 'Style & Story <hello@styleandstory.studio>',
    ownerEmail: OWNER_EMAIL,
    site: 'http://127.0.0.1',
    readStudio: () => readStudio(db, deps.logger, deps.mailFrom),
  };
  let slotsLater = 0;
  let digests = 0;
  while ((await pending()) > 0 && slotsLater < 50) {
    slotsLater += 1;
    const at = Date.now() + slotsLater * OWNER_MAIL_POLICY.digestSlotMs;
    if ((await sendDueDigest({ ...deps, now: () => at })) > 0) digests += 1;
  }
  const named = new Map<string, number>();
  for (const request of requests().filter((r) => r.status === 202 && r.body.personalizations[0].to[0].email === OWNER_EMAIL)) {
    const text = request.body.content.find((c) => c.type === 'text/plain')?.value ?? '';
    for (const [, id] of text.matchAll(/contactMessages\/(\w+)/g)) named.set(id, (named.get(id) ?? 0) + 1);
  }
  const expectedDigests = Math.ceil((messages - singles) / OWNER_MAIL_POLICY.digestMax);
  console.log(`  waiting for a digest           ${waiting} messages (policy: ${OWNER_MAIL_POLICY.singlesPerHour} single emails an hour, one per sender per ${OWNER_MAIL_POLICY.senderQuietMs / 60_000} min)
  digests over the next slots    ${digests} sent over ${slotsLater} slot(s) of ${OWNER_MAIL_POLICY.digestSlotMs / 60_000} min (expected ${expectedDigests}); send errors ${failed.length}
  owner contact emails in all    ${singles + digests} (expected ${singles + expectedDigests}) for ${messages} messages
  messages named in an email     ${named.size} of ${messages} (named twice or more: ${[...named.values()].filter((n) => n > 1).length})
`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
