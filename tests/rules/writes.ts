// The multi-document writes the app makes, as the rules expect them: a booking request joins its
// customer's pending list (and books its custom package link) in the same batch; a ledger entry
// moves its booking's ledger. Tests that are about something else write through these.
import { arrayUnion, collection, doc, getDoc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { it } from 'vitest';
import { expectOutcome, type Actor, type Outcome, type RulesSuite } from './helpers';

export const newBookingRef = (a: Actor) => doc(collection(a.db, 'bookings'));

/** A booking request as web/src/data/bookings.ts sends it. `join: false` leaves the pending list out. */
export function createBooking(a: Actor, data: DocumentData, id = newBookingRef(a).id, { join = true } = {}) {
  const batch = writeBatch(a.db);
  batch.set(doc(a.db, 'bookings', id), data);
  if (join) batch.set(doc(a.db, 'pendingBookings', a.uid ?? 'signed-out'), { ids: arrayUnion(id) }, { merge: true });
  const slug = data.customPackageLink;
  if (typeof slug === 'string' && slug !== '') {
    // A merge, not an update: a link that does not exist is then refused by the rules, not the server.
    batch.set(doc(a.db, 'customPackageLinks', slug), { status: 'booked', bookedAt: serverTimestamp(), bookingId: id }, { merge: true });
  }
  return batch.commit();
}

/** The ledger's net before an entry on `bookingId`: its own, or the booking's paidTotal for the first entry. */
export async function ledgerNet(a: Actor, bookingId: string): Promise<number> {
  const ledger = await getDoc(doc(a.db, 'paymentLedgers', bookingId));
  if (ledger.exists()) return Number(ledger.get('net'));
  const booking = await getDoc(doc(a.db, 'bookings', bookingId));
  return booking.exists() ? Number(booking.get('paidTotal')) : 0;
}

/** A ledger entry with its ledger step, as web/src/data/payments.ts sends it (`net`: the ledger's before). */
export function writeEntry(a: Actor, id: string, data: DocumentData, net: number, ledger: DocumentData = {}) {
  const batch = writeBatch(a.db);
  batch.set(doc(a.db, 'payments', id), data);
  batch.set(doc(a.db, 'paymentLedgers', String(data.bookingId)), { net: net + Number(data.amount), lastEntry: id, ...ledger });
  return batch.commit();
}

/** Reads the ledger, then writes the entry with its step. */
export async function recordEntry(a: Actor, id: string, data: DocumentData) {
  return writeEntry(a, id, data, await ledgerNet(a, String(data.bookingId)));
}

/** One test per ledger entry the owner records, named "name → outcome" (its data made when the test runs). */
export function entryCases(suite: RulesSuite, cases: readonly [string, () => DocumentData, Outcome][]): void {
  for (const [name, data, outcome] of cases) {
    it(`${name} → ${outcome}`, async () => {
      const owner = suite.actor('owner');
      await expectOutcome(outcome, recordEntry(owner, doc(collection(owner.db, 'payments')).id, data()));
    });
  }
}
