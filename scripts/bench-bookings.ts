// `npm run bench:bookings`: the calendar lock under load, against the emulators. Prints figures,
// asserts nothing. 50 customers send 200 booking requests for 20 dates all at once; then every
// request is confirmed at once, from 10 owner sessions, with the app's own confirmBooking (a
// transaction writing the booking and the day's calendar document; the rules refuse a second).
//   requests lost   = acknowledged to the customer but not stored          (must be 0)
//   dates confirmed twice = days with more than one confirmed booking      (must be 0)
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithCredential } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import { getApps as getAdminApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { addUtcDays, utcDay } from '@common/days';
import { OWNER_EMAIL } from '@common/owner';
import { depositSplit } from '@common/payments';
import type { BookingInput } from '@common/schemas';
import { confirmBooking, createBooking, newBookingId } from '../web/src/data/bookings';
import { PACKAGES, seed } from './seed/index';

const CUSTOMERS = 50;
const REQUESTS = 200;
const DATES = 20;
const OWNER_SESSIONS = 10;

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestoreHost || !authHost) throw new Error('Run under the emulators: npm run bench:bookings');
setLogLevel('silent');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;
const apps: FirebaseApp[] = [];

/** A browser-like client signed in as a Google account (the Auth emulator accepts a made-up credential). */
async function client(email: string, n: number): Promise<{ db: Firestore; uid: string }> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `bench-${n}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const credential = GoogleAuthProvider.credential(JSON.stringify({ sub: `bench-${email}`, email, email_verified: true }));
  const { user } = await signInWithCredential(auth, credential);
  const db = getFirestore(app);
  const [host, port] = firestoreHost!.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return { db, uid: user.uid };
}

function tally<T>(results: PromiseSettledResult<T>[]) {
  const reasons = new Map<string, number>();
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    const error = r.reason as { code?: string; name?: string; message?: string };
    const key =
      error.name === 'UserFacingError'
        ? 'refused with "… is already taken by another confirmed booking"'
        : (error.code ?? error.message ?? 'unknown');
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  return { ok: results.filter((r) => r.status === 'fulfilled').length, reasons };
}

async function main() {
  const admin = getAdminFirestore(getAdminApps()[0] ?? initializeAdmin({ projectId }));
  await seed(admin);
  const pkg = PACKAGES.find((p) => p.data.active)!;
  // Days far enough ahead that no other data uses them, different on every run.
  const start = 500 + Math.floor(Math.random() * 400);
  const days = Array.from({ length: DATES }, (_, i) => addUtcDays(utcDay(new Date()), start + i));

  let t = performance.now();
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => client(`bench-customer-${i + j}@example.com`, i + j)))));
  }
  const owners = await Promise.all(Array.from({ length: OWNER_SESSIONS }, (_, i) => client(OWNER_EMAIL, 1000 + i)));
  console.log(`Signed in ${CUSTOMERS} customers and ${OWNER_SESSIONS} owner sessions in ${seconds(t)}`);

  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const { db, uid } = customers[i % CUSTOMERS];
    const input: BookingInput = {
      packageId: pkg.id,
      packageName: pkg.data.name,
      packagePrice: pkg.data.price,
      packageDeposit: depositSplit(pkg.data.price).deposit,
      eventType: 'Wedding',
      eventDate: days[i % DATES],
      venue: 'Bench Hall',
      guestCount: 50,
      name: `Bench Customer ${i % CUSTOMERS}`,
      email: `bench-customer-${i % CUSTOMERS}@example.com`,
      phone: '+1 415 555 0100',
      notes: '',
      paymentMethod: 'cash',
      customPackageLink: '',
    };
    return { db, uid, id: newBookingId(db), input };
  });

  t = performance.now();
  const sent = await Promise.allSettled(requests.map(({ db, id, uid, input }) => createBooking(db, id, uid, input)));
  const requestTime = seconds(t);
  const acknowledged = requests.filter((_, i) => sent[i].status === 'fulfilled').map((r) => r.id);
  const stored = new Set<string>();
  for (const day of days) (await admin.collection('bookings').where('eventDate', '==', day).get()).docs.forEach((d) => stored.add(d.id));
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  const sentTally = tally(sent);

  t = performance.now();
  const confirmations = await Promise.allSettled(requests.map(({ id }, i) => confirmBooking(owners[i % OWNER_SESSIONS].db, id)));
  const confirmTime = seconds(t);
  const confirmTally = tally(confirmations);

  const confirmedPerDay = await Promise.all(
    days.map(
      async (day) => (await admin.collection('bookings').where('eventDate', '==', day).where('status', '==', 'confirmed').get()).size,
    ),
  );
  const locks = await Promise.all(days.map(async (day) => (await admin.doc(`calendar/${day}`).get()).data()));
  const lockMismatches = days.filter((day, i) => confirmedPerDay[i] === 1 && !locks[i]).length;

  console.log(`\nBooking requests: ${REQUESTS} from ${CUSTOMERS} customers for ${DATES} dates, all at once`);
  console.log(
    `  acknowledged ${sentTally.ok}, refused ${REQUESTS - sentTally.ok}${[...sentTally.reasons].map(([k, v]) => ` (${k}: ${v})`).join('')}`,
  );
  console.log(`  stored ${stored.size}; requests lost: ${lost}   [must be 0]`);
  console.log(`  time: ${requestTime}`);
  console.log(`\nConfirmations: every request at once, from ${OWNER_SESSIONS} owner sessions`);
  console.log(`  confirmed ${confirmTally.ok}, refused ${REQUESTS - confirmTally.ok}`);
  for (const [reason, count] of confirmTally.reasons) console.log(`    ${reason}: ${count}`);
  console.log(`  dates with one confirmed booking: ${confirmedPerDay.filter((n) => n === 1).length} of ${DATES}`);
  console.log(`  dates confirmed twice: ${confirmedPerDay.filter((n) => n > 1).length}   [must be 0]`);
  console.log(`  confirmed days without their calendar document: ${lockMismatches}`);
  console.log(`  time: ${confirmTime}`);

  await Promise.all(apps.map((app) => deleteApp(app)));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
