import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addUtcDays, utcDay } from '@common/days';
import { STUDIO_SEED, blockedDay, newBooking, newPayment, servicePackage, storedBooking } from './fixtures';
import { UID, useRulesSuite } from './helpers';
import { createBooking, recordEntry } from './writes';

// "Today" is the studio's, in its time zone; the rules see UTC and allow a day of margin
// (firestore.rules, "the studio's today"). Whatever the zone and the hour, the studio's today is
// UTC's yesterday, today or tomorrow: on each, what the app offers must pass, and a day beyond
// the margin must not.
const NOW = new Date();
const UTC_TODAY = utcDay(NOW);
const day = (offset: number) => addUtcDays(UTC_TODAY, offset);

// Confirmed bookings on the days around today, to complete. Their days are not held in the
// calendar (completing does not look there), so the same days can be blocked.
const AROUND = [-2, -1, 0, 1, 2];
const suite = useRulesSuite(() => ({
  ...STUDIO_SEED,
  'packages/pkg-classic': servicePackage(),
  ...Object.fromEntries(
    AROUND.map((offset) => [`bookings/on-${offset}`, storedBooking(UID.customerA, 'confirmed', { eventDate: day(offset) })]),
  ),
}));

const owner = () => suite.actor('owner').db;
const block = (date: string) => setDoc(doc(owner(), 'calendar', date), { ...blockedDay(date), createdAt: serverTimestamp() });
const complete = (offset: number) =>
  updateDoc(doc(owner(), 'bookings', `on-${offset}`), { status: 'completed', 'statusAt.completed': serverTimestamp() });
// As the app writes them: a payment moves its booking's ledger, a request joins the pending list.
const receive = (receivedOn: string) =>
  recordEntry(suite.actor('owner'), doc(collection(owner(), 'payments')).id, newPayment('on-0', UID.customerA, { receivedOn }));
const request = (eventDate: string) => createBooking(suite.actor('customerA'), newBooking(UID.customerA, { eventDate }));

/** Everything the app offers on a studio's today that is `offset` days from UTC's. */
function onStudioToday(offset: -1 | 0 | 1) {
  it('a request for its tomorrow → allow', async () => {
    await assertSucceeds(request(day(offset + 1)));
  });
  it('blocking its today → allow', async () => {
    await assertSucceeds(block(day(offset)));
  });
  it('completing an event of its today → allow', async () => {
    await assertSucceeds(complete(offset));
  });
  it('a payment received on its today → allow', async () => {
    await assertSucceeds(receive(day(offset)));
  });
}

describe("the studio's today, in a zone the rules do not know", () => {
  describe('west of UTC in the evening: UTC is a day ahead', () => onStudioToday(-1));
  describe('near UTC: the same day', () => onStudioToday(0));
  describe('east of UTC after midnight: UTC is a day behind', () => onStudioToday(1));

  describe('beyond the margin, in no zone', () => {
    it('a request for the day before UTC’s → deny', async () => {
      await assertFails(request(day(-1)));
    });
    it('blocking two days before UTC’s → deny', async () => {
      await assertFails(block(day(-2)));
    });
    it('completing an event two days after UTC’s today → deny', async () => {
      await assertFails(complete(2));
    });
    it('a payment received two days after UTC’s today → deny', async () => {
      await assertFails(receive(day(2)));
    });
  });
});

// The same at this moment for a studio whose clock reads 23:30 or 00:30: every offset from UTC−12
// to UTC+14 at which it does (one or two, depending on the hour the test runs).
const HOUR = 60;
function offsetsShowing(localMinutes: number): number[] {
  const utcMinutes = NOW.getUTCHours() * HOUR + NOW.getUTCMinutes();
  const base = localMinutes - utcMinutes;
  return [base - 24 * HOUR, base, base + 24 * HOUR].filter((offset) => offset >= -12 * HOUR && offset <= 14 * HOUR);
}
const zoneName = (offset: number) =>
  `UTC${offset < 0 ? '−' : '+'}${String(Math.floor(Math.abs(offset) / HOUR)).padStart(2, '0')}:${String(Math.abs(offset) % HOUR).padStart(2, '0')}`;

describe('a studio at 23:30 and at 00:30, now', () => {
  for (const [clock, minutes] of [
    ['23:30', 23 * HOUR + 30],
    ['00:30', 30],
  ] as const) {
    for (const offset of offsetsShowing(minutes)) {
      const studioToday = utcDay(new Date(NOW.getTime() + offset * 60_000));
      const gap = (Date.parse(studioToday) - Date.parse(UTC_TODAY)) / 86_400_000;
      describe(`${clock} at ${zoneName(offset)}: its today is ${studioToday}, UTC's ${UTC_TODAY}`, () => {
        it('is within the margin', () => {
          expect(Math.abs(gap)).toBeLessThanOrEqual(1);
        });
        onStudioToday(gap as -1 | 0 | 1);
      });
    }
  }
});
