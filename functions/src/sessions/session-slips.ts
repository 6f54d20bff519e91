import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { SessionBooking } from '../../../common/schemas/sessions';
import { slipSchema, type Slip, type SlipType } from '../../../common/schemas/slips';
import type { ObjectStore } from '../lib/storage/object-store';
import { holdFate } from '../holds/hold-clock';
import { pendingSlip } from '../books/slip-record';
import { HttpError } from '../media/http-error';
import { bookPaidSession, releaseClaim } from './claim-session';
import { SessionRefusal, readSessionBooking, sessionBookingRef, slotRef, type SessionDeps } from './session-store';

// A session's deposit paid by bank transfer (docs/sessions.md), with the slip machinery of the
// whole-day bookings (books/slips.ts: the same endpoint, private file, record and owner notice).
// The claim holds the slot for 15 minutes; a slip sent within them keeps the hold open (holdUntil
// null on the claim and its seat) until the owner decides: approved books it by the webhook's own
// path (bookPaidSession), rejected frees the slot and tells the customer why.

interface SlipFile {
  type: SlipType;
  data: Buffer;
  path: string;
}

type SlipInput = Pick<Slip, 'bookingId' | 'amount' | 'sentOn' | 'note'>;

const slipRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.transferSlips).doc(id);

/**
 * Why a slip cannot keep this claim's hold (null: it can), as the customer reads it.
 * @internal Exported for its tests only.
 */
export function sessionSlipRefusal(booking: SessionBooking | null, uid: string, amount: number, now: number): HttpError | null {
  if (!booking || booking.userId !== uid) return new HttpError(404, 'We could not find this session in your account.');
  if (booking.slipId) return new HttpError(409, 'A transfer slip for this session is already with the studio.');
  if (booking.state === 'booked') return new HttpError(409, 'This session is already booked.');
  if (booking.state !== 'held' || !booking.holdUntil || holdFate(booking.holdUntil, now) === 'expired')
    return new HttpError(409, 'The 15 minutes this time was held for have run out, and it is free again: please choose a time again.');
  if (amount < booking.deposit || amount > booking.price)
    return new HttpError(400, 'Enter the amount you transferred: at least the deposit, and no more than the session’s price.');
  return null;
}

/**
 * The customer's slip for a held session: the file first, then (in one transaction, the claim read
 * again) the record, the open hold on the claim and on its seat; the file goes again if that fails.
 */
export async function holdWithSlip(
  deps: { db: Firestore; store: ObjectStore; now: () => Date },
  uid: string,
  slipId: string,
  input: SlipInput,
  file: SlipFile,
): Promise<{ created: boolean; id: string }> {
  const { db } = deps;
  const bookingRef = sessionBookingRef(db, input.bookingId);
  const early = sessionSlipRefusal(readSessionBooking(await bookingRef.get()), uid, input.amount, deps.now().getTime());
  if (early) throw early;
  const record = slipSchema.parse({
    ...input,
    kind: 'session',
    userId: uid,
    ...pendingSlip(file, deps.now()),
  });
  await deps.store.write(file.path, file.data, file.type);
  try {
    await db.runTransaction(async (tx) => {
      const booking = readSessionBooking(await tx.get(bookingRef));
      const refusal = sessionSlipRefusal(booking, uid, input.amount, deps.now().getTime());
      if (refusal) throw refusal;
      tx.create(slipRef(db, slipId), { ...record, createdAt: FieldValue.serverTimestamp() });
      tx.update(bookingRef, { holdUntil: null, slipId, updatedAt: FieldValue.serverTimestamp() });
      tx.update(slotRef(db, booking!.slotId), { [`seats.${booking!.id}`]: { state: 'held', holdUntil: null } });
    });
    return { created: true, id: slipId };
  } catch (error) {
    // Two submits of one slip at once: the other one's record stands, with the same file.
    if ((error as { code?: number }).code === 6) return { created: false, id: slipId };
    await deps.store.delete([file.path]);
    throw error;
  }
}

/** A pending slip of a session, or the owner's refusal to decide it. */
async function pendingSessionSlip(db: Firestore, slipId: string) {
  const parsed = slipSchema.safeParse((await slipRef(db, slipId).get()).data());
  if (!parsed.success || parsed.data.kind !== 'session') throw new SessionRefusal('not-found', 'There is no such session slip.');
  if (parsed.data.status !== 'pending') throw new SessionRefusal('failed-precondition', 'This slip has been decided already.');
  return parsed.data;
}

const SLIP_APPROVAL_REFUSED: Record<'duplicate' | 'expired' | 'unknown', string> = {
  duplicate: 'This session is already booked (its deposit was paid another way): reject this slip and return the transfer.',
  expired: 'This session is no longer held for this slip (cancelled or ended): reject the slip and return the transfer.',
  unknown: 'We could not find the session this slip pays for.',
};

/** The owner approves: the held slot becomes the customer's booking, the slip approved with it. */
export async function approveSessionSlip(deps: SessionDeps, slipId: string) {
  const slip = await pendingSessionSlip(deps.db, slipId);
  const outcome = await bookPaidSession(deps, slip.bookingId, slip.amount, slipId);
  if (outcome !== 'booked') throw new SessionRefusal('failed-precondition', SLIP_APPROVAL_REFUSED[outcome]);
  deps.logger.info('Session slip approved: booked', { slipId, bookingId: slip.bookingId });
}

/**
 * The owner rejects, with a reason the customer reads: the slip is rejected and, when its hold is
 * still open, the claim ends (cancelled) and the slot is free again, in one transaction.
 */
export async function rejectSessionSlip(deps: SessionDeps, slipId: string, reason: string) {
  const { db } = deps;
  await pendingSessionSlip(db, slipId);
  await db.runTransaction(async (tx) => {
    const slipSnap = await tx.get(slipRef(db, slipId));
    if (slipSnap.get('status') !== 'pending') throw new SessionRefusal('failed-precondition', 'This slip has been decided already.');
    const booking = readSessionBooking(await tx.get(sessionBookingRef(db, String(slipSnap.get('bookingId')))));
    const release = booking?.state === 'held' && booking.slipId === slipId ? await releaseClaim(tx, db, booking, 'cancelled') : null;
    release?.();
    tx.update(slipSnap.ref, { status: 'rejected', reason: reason.trim() });
  });
  deps.logger.info('Session slip rejected', { slipId });
}
