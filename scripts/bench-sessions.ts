// `npm run bench:sessions`: timed sessions' two figures (docs/sessions.md). Prints, asserts nothing.
//   1. slot generation: 90 days of 20-minute slots (09:00–17:00 every day) for one session type in
//      the studio's zone, and the free slots after taking out busy times, booked seats and days;
//   2. claims under contention, against the Firestore emulator: rounds of N customers claiming one
//      slot at the same moment through the claim's own transaction (exactly one wins each round),
//      and claims per second over distinct slots claimed at once.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../common/collections';
import { DEMO_STUDIO_INPUT } from '../common/demo-studio';
import { STUDIO_SETTINGS_ID } from '../common/schemas/settings';
import type { SessionType } from '../common/schemas/sessions';
import { freeSlots, generateSlots, type Taken } from '../common/sessions';
import { addUtcDays, dayIn } from '../common/days';
import { claimSession } from '../functions/src/sessions/claim-session';
import { logger } from '../functions/src/lib/logger';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run under the emulators: npm run bench:sessions');

const zone = DEMO_STUDIO_INPUT.timeZone;
const type: SessionType = {
  id: 'bench-mini',
  name: 'Bench mini session',
  description: '',
  durationMinutes: 20,
  price: 0,
  deposit: 0,
  location: 'studio',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 90,
  capacity: 1,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  allowsWholeDay: true,
  active: true,
  updatedAt: new Date(),
};

const ms = (since: number) => performance.now() - since;

function generation() {
  const today = dayIn(zone, new Date());
  const last = addUtcDays(today, 89);
  let slots = generateSlots(type, zone, today, last);
  const runs = 20;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) slots = generateSlots(type, zone, today, last);
  const each = ms(t0) / runs;
  // A realistic calendar: every 5th slot booked, a busy hour every day, a whole day every week.
  const taken: Taken = {
    seatsTaken: new Map(slots.filter((_, i) => i % 5 === 0).map((s) => [s.id, 1])),
    busy: slots.filter((_, i) => i % 24 === 3).map((s) => ({ start: s.start, end: s.start + 3_600_000 })),
    wholeDays: new Set(Array.from({ length: 13 }, (_, w) => addUtcDays(today, 7 * w + 3))),
  };
  const t1 = performance.now();
  let free = freeSlots(type, zone, taken, Date.now());
  for (let i = 1; i < runs; i++) free = freeSlots(type, zone, taken, Date.now());
  console.log(`slot generation, 90 days of 20-minute slots (${zone}): ${slots.length} slots in ${each.toFixed(1)} ms`);
  console.log(`free slots after bookings, busy times and whole days: ${free.length} in ${(ms(t1) / runs).toFixed(1)} ms`);
}

async function contention() {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-bench-sessions' }, 'bench-sessions');
  const db = getFirestore(app);
  await db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).set({ timeZone: zone }, { merge: true });
  const { id: _id, ...stored } = type;
  await db.collection(COLLECTIONS.sessionTypes).doc(type.id).set(stored);
  const slots = generateSlots(type, zone, addUtcDays(dayIn(zone, new Date()), 1), addUtcDays(dayIn(zone, new Date()), 60));
  const deps = { db, logger: { ...logger, info: () => undefined, warn: () => undefined }, now: Date.now };
  const claim = (uid: string, start: number) =>
    claimSession(deps, { uid, name: '', email: '' }, { sessionTypeId: type.id, start: new Date(start).toISOString() });

  for (const contenders of [5, 20]) {
    const rounds = 5;
    let winners = 0;
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) {
      const slot = slots[contenders * 10 + r];
      const outcomes = await Promise.allSettled(
        Array.from({ length: contenders }, (_, i) => claim(`bench-${contenders}-${r}-${i}`, slot.start)),
      );
      winners += outcomes.filter((o) => o.status === 'fulfilled').length;
    }
    const elapsed = ms(t0) / 1000;
    console.log(
      `${contenders} claimers on one slot: ${rounds} rounds, ${winners} winners (one per round), ${((rounds * contenders) / elapsed).toFixed(1)} claims/s answered, ${((elapsed / rounds) * 1000).toFixed(0)} ms a round`,
    );
  }
  // One slot on each of 20 days: a claim reads its day's slots in its transaction, so claims on one
  // day wait for each other (the emulator's locks time out with 60 at once on a few days).
  const distinct = slots.filter((slot) => slot.time === '12:00').slice(30, 50);
  const t1 = performance.now();
  await Promise.all(distinct.map((slot, i) => claim(`bench-distinct-${i}`, slot.start)));
  console.log(`${distinct.length} claims on distinct slots at once: ${(distinct.length / (ms(t1) / 1000)).toFixed(1)} claims/s`);
  await deleteApp(app);
}

generation();
contention().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
