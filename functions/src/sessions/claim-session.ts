import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { SessionBookingState, SessionClaimRequest, SessionType } from '../../../common/schemas/sessions';
import { SLOT_REFUSALS, beforeCutoff, findSlot, seatIsLive, slotRefusal, type Slot } from '../../../common/sessions';
import { holdEnds, holdFate, holdRuns } from '../holds/hold-clock';
import {
  SessionRefusal,
  busyRef,
  dayRef,
  readBusy,
  readCalendarDay,
  readSessionBooking,
  readSlot,
  readType,
  sessionBookingRef,
  sessionSettings,
  slotRef,
  studioZone,
  typeRef,
  type SessionDeps,
} from './session-store';

// Claiming a slot (docs/sessions.md): one transaction reads the slot's document, the day in the
// studio calendar, the owner's busy times and the other sessions that day, and writes the claim's
// seat and the customer's session booking together, so two customers can never take one seat
// whatever the timing: the loser's transaction is retried, finds the seat taken, and is refused.
// A free session is booked at once; a paid one is held HOLD_MINUTES while its deposit is paid.

export const HOLD_MINUTES = 15;
const MINUTE = 60_000;

/** A claim's document id: the slot and the customer, so a double submit finds its own claim. */
const claimIdOf = (slotId: string, uid: string) => `${slotId}_${uid}`;

export interface Claimant {
  uid: string;
  name: string;
  email: string;
}

interface ClaimResult {
  bookingId: string;
  state: SessionBookingState;
  type: SessionType;
  slot: Slot;
  /** True when this call wrote the claim (not a double submit finding its own). */
  fresh: boolean;
}

const isWholeDayTaken = (kind: string | undefined) => kind === 'booking' || kind === 'hold' || kind === 'blocked';

/** The calendar entry of a day after a session joins it (kind session: no whole-day booking that day). */
function joinDay(tx: Transaction, db: Firestore, day: string, entry: ReturnType<typeof readCalendarDay>, bookingId: string) {
  if (entry && entry.kind !== 'session') return;
  const sessions = [...new Set([...(entry?.sessions ?? []), bookingId])];
  if (entry) tx.update(dayRef(db, day), { sessions });
  else tx.set(dayRef(db, day), { date: day, kind: 'session', bookingId: null, createdAt: FieldValue.serverTimestamp(), sessions });
}

/** …and after it leaves: the entry goes with the day's last session. */
function leaveDay(tx: Transaction, db: Firestore, day: string, entry: ReturnType<typeof readCalendarDay>, bookingId: string) {
  if (!entry || entry.kind !== 'session') return;
  const sessions = (entry.sessions ?? []).filter((id) => id !== bookingId);
  if (sessions.length) tx.update(dayRef(db, day), { sessions });
  else tx.delete(dayRef(db, day));
}

/** Seats of a slot document whose holds ran out: their claims end (expired) in the same write. */
function clearExpired(tx: Transaction, db: Firestore, snap: DocumentSnapshot, now: number): Record<string, unknown> {
  const seats = readSlot(snap)?.seats ?? {};
  const cleared: Record<string, unknown> = {};
  for (const [claimId, seat] of Object.entries(seats)) {
    if (seatIsLive(seat, now)) continue;
    cleared[`seats.${claimId}`] = FieldValue.delete();
    tx.update(sessionBookingRef(db, claimId), { state: 'expired', holdUntil: null, updatedAt: FieldValue.serverTimestamp() });
  }
  return cleared;
}

export async function claimSession(deps: SessionDeps, who: Claimant, request: SessionClaimRequest): Promise<ClaimResult> {
  const { db } = deps;
  const startMs = Date.parse(request.start);
  return db.runTransaction(async (tx) => {
    const now = deps.now();
    const [typeSnap, zone] = await Promise.all([tx.get(typeRef(db, request.sessionTypeId)), studioZone(db, tx)]);
    const type = readType(typeSnap);
    if (!type || !type.active) throw new SessionRefusal('not-found', 'This session is not offered.');
    const slot = findSlot(type, zone, startMs);
    if (!slot) throw new SessionRefusal('failed-precondition', SLOT_REFUSALS['not-offered']);

    // Moving an existing booking keeps its id (the feed's UID); a new claim's id is the slot and the customer.
    const moving = request.moveBookingId ? readSessionBooking(await tx.get(sessionBookingRef(db, request.moveBookingId))) : null;
    if (request.moveBookingId) {
      if (!moving) throw new SessionRefusal('not-found', 'We could not find that session booking.');
      if (moving.userId !== who.uid) throw new SessionRefusal('permission-denied', 'This session belongs to another account.');
      if (moving.state !== 'booked') throw new SessionRefusal('failed-precondition', 'Only a booked session can be moved.');
      if (moving.sessionTypeId !== type.id) throw new SessionRefusal('invalid-argument', 'A session moves to a time of its own kind.');
      const { cutoffHours } = await sessionSettings(db, tx);
      if (!beforeCutoff(moving.start.getTime(), cutoffHours, now))
        throw new SessionRefusal('failed-precondition', 'It is too late to move this session online: please contact the studio.');
    }
    const bookingId = moving?.id ?? claimIdOf(slot.id, who.uid);

    const [slotSnap, daySnap, busySnap, ownSnap, sameDay] = await Promise.all([
      tx.get(slotRef(db, slot.id)),
      tx.get(dayRef(db, slot.date)),
      tx.get(busyRef(db)),
      moving ? null : tx.get(sessionBookingRef(db, bookingId)),
      tx.get(db.collection(COLLECTIONS.sessionSlots).where('date', '==', slot.date)),
    ]);
    const [oldSlotSnap, oldDaySnap] = moving
      ? await Promise.all([tx.get(slotRef(db, moving.slotId)), moving.date === slot.date ? null : tx.get(dayRef(db, moving.date))])
      : [null, null];

    // A double submit: the customer's own live claim on this slot stands as it is.
    const own = ownSnap ? readSessionBooking(ownSnap) : null;
    const ownSeat = readSlot(slotSnap)?.seats[bookingId];
    if (own && ownSeat && seatIsLive(ownSeat, now) && (own.state === 'held' || own.state === 'booked'))
      return { bookingId, state: own.state, type, slot, fresh: false };
    if (moving && moving.slotId === slot.id) return { bookingId, state: moving.state, type, slot, fresh: false };

    const dayEntry = readCalendarDay(daySnap);
    const seats = Object.entries(readSlot(slotSnap)?.seats ?? {}).filter(([id, seat]) => id !== bookingId && seatIsLive(seat, now));
    // Other types' live sessions that day keep their time (with buffers) from this one.
    const others = sameDay.docs
      .map((doc) => readSlot(doc))
      .filter((s) => s !== null && s.sessionTypeId !== type.id)
      .filter((s) => Object.entries(s!.seats).some(([id, seat]) => id !== bookingId && seatIsLive(seat, now)))
      .map((s) => ({ start: s!.busyStart, end: s!.busyEnd }));
    const refusal = slotRefusal(
      type,
      slot,
      {
        wholeDays: new Set(isWholeDayTaken(dayEntry?.kind) ? [slot.date] : []),
        busy: [...readBusy(busySnap), ...others],
        seatsTaken: new Map([[slot.id, seats.length]]),
      },
      now,
    );
    if (refusal) throw new SessionRefusal(refusal === 'full' ? 'already-exists' : 'failed-precondition', SLOT_REFUSALS[refusal]);

    const paid = type.deposit > 0 && !moving;
    const state: SessionBookingState = paid ? 'held' : 'booked';
    const holdUntil = paid ? holdEnds(now, HOLD_MINUTES * MINUTE) : null;
    const cleared = clearExpired(tx, db, slotSnap, now);

    // The writes, all or nothing.
    const seat = { state, holdUntil };
    if (slotSnap.exists) tx.update(slotSnap.ref, { ...cleared, [`seats.${bookingId}`]: seat });
    else
      tx.set(slotSnap.ref, {
        sessionTypeId: type.id,
        date: slot.date,
        time: slot.time,
        zone,
        start: new Date(slot.start),
        end: new Date(slot.end),
        busyStart: new Date(slot.busyStart),
        busyEnd: new Date(slot.busyEnd),
        seats: { [bookingId]: seat },
      });
    if (!type.allowsWholeDay) joinDay(tx, db, slot.date, dayEntry, bookingId);
    const when = {
      slotId: slot.id,
      date: slot.date,
      time: slot.time,
      zone,
      start: new Date(slot.start),
      end: new Date(slot.end),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (moving) {
      tx.update(oldSlotSnap!.ref, { [`seats.${bookingId}`]: FieldValue.delete() });
      if (oldDaySnap) leaveDay(tx, db, moving.date, readCalendarDay(oldDaySnap), bookingId);
      tx.update(sessionBookingRef(db, bookingId), { ...when, sequence: moving.sequence + 1 });
    } else
      tx.set(sessionBookingRef(db, bookingId), {
        sessionTypeId: type.id,
        sessionName: type.name,
        location: type.location,
        userId: who.uid,
        name: who.name.slice(0, 100),
        email: who.email.slice(0, 254),
        ...when,
        state,
        holdUntil,
        price: type.price,
        deposit: type.deposit,
        paid: 0,
        sequence: own ? own.sequence + 1 : 0,
        createdAt: FieldValue.serverTimestamp(),
      });
    return { bookingId, state: moving ? moving.state : state, type, slot, fresh: true };
  });
}

type Ending = 'expired' | 'cancelled';
type Booking = NonNullable<ReturnType<typeof readSessionBooking>>;

/**
 * A claim ends inside a transaction: its seat goes, and its day in the calendar when it was the last
 * session there. Reads first, then returns the writes (a caller may read more before writing).
 */
export async function releaseClaim(tx: Transaction, db: Firestore, booking: Booking, ending: Ending): Promise<() => void> {
  const [slotSnap, daySnap] = await Promise.all([tx.get(slotRef(db, booking.slotId)), tx.get(dayRef(db, booking.date))]);
  return () => {
    if (slotSnap.exists && readSlot(slotSnap)?.seats[booking.id]) tx.update(slotSnap.ref, { [`seats.${booking.id}`]: FieldValue.delete() });
    leaveDay(tx, db, booking.date, readCalendarDay(daySnap), booking.id);
    tx.update(sessionBookingRef(db, booking.id), { state: ending, holdUntil: null, updatedAt: FieldValue.serverTimestamp() });
  };
}

/** Ends a claim (see releaseClaim) once `check` allows it. */
export async function endClaim(deps: SessionDeps, bookingId: string, ending: Ending, check: (b: Booking, now: number) => void) {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const now = deps.now();
    const booking = readSessionBooking(await tx.get(sessionBookingRef(db, bookingId)));
    if (!booking) throw new SessionRefusal('not-found', 'We could not find that session booking.');
    check(booking, now);
    (await releaseClaim(tx, db, booking, ending))();
    return booking;
  });
}

/** Frees every hold that ran out (the scheduled sweep; a claim also clears them from its own slot). */
export async function expireSessionHolds(deps: SessionDeps): Promise<number> {
  const now = deps.now();
  const held = await deps.db
    .collection(COLLECTIONS.sessionBookings)
    .where('state', '==', 'held')
    .where('holdUntil', '<=', new Date(now))
    .get();
  let expired = 0;
  for (const doc of held.docs) {
    const ended = await endClaim(deps, doc.id, 'expired', (b, at) => {
      if (b.state !== 'held' || !b.holdUntil || holdFate(b.holdUntil, at) !== 'expired')
        throw new SessionRefusal('failed-precondition', 'not expired');
    }).catch((error: unknown) => (error instanceof SessionRefusal ? null : Promise.reject(error)));
    if (ended) expired++;
  }
  if (expired) deps.logger.info('Session holds expired: their slots are free again', { expired });
  return expired;
}

type PaidOutcome = 'booked' | 'duplicate' | 'expired' | 'unknown';

/**
 * The deposit turns a running hold into a booking (the lock): the Stripe webhook's, or the owner's
 * approval of a transfer slip (`slipId`: the slip is marked approved in the same transaction). A
 * hold that ran out cannot: its slot may be someone else's by now, so the money stays with the
 * owner to refund. A hold with a slip sent in time is open (holdUntil null) and still runs.
 */
export async function bookPaidSession(deps: SessionDeps, bookingId: string, amount: number, slipId?: string): Promise<PaidOutcome> {
  const { db } = deps;
  return db.runTransaction(async (tx): Promise<PaidOutcome> => {
    const now = deps.now();
    const booking = readSessionBooking(await tx.get(sessionBookingRef(db, bookingId)));
    if (!booking) return 'unknown';
    if (booking.state === 'booked') return 'duplicate';
    const slotSnap = await tx.get(slotRef(db, booking.slotId));
    const seat = readSlot(slotSnap)?.seats[bookingId];
    if (booking.state !== 'held' || !seat || !holdRuns(booking.holdUntil, now)) return 'expired';
    // An approval books only the hold its slip keeps open.
    if (slipId && booking.slipId !== slipId) return 'expired';
    tx.update(slotSnap.ref, { [`seats.${bookingId}`]: { state: 'booked', holdUntil: null } });
    tx.update(sessionBookingRef(db, bookingId), {
      state: 'booked',
      holdUntil: null,
      paid: Math.min(booking.price, booking.paid + amount),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (slipId) tx.update(db.collection(COLLECTIONS.transferSlips).doc(slipId), { status: 'approved' });
    return 'booked';
  });
}
