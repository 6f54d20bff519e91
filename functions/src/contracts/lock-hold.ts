import { FieldValue } from 'firebase-admin/firestore';
import type { PaymentSummary } from '../../../common/payments';
import { calendarDaySchema } from '../../../common/schemas/studio';
import { bookingSchema } from '../../../common/schemas/orders';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { dayTakenNotice } from './contract-emails';
import { bookingRef, calendarRef, contractRef, readContract } from './contract-store';
import { mayTakeDay } from './holds';

// The deposit turns the hold into the lock (docs/contracts.md): when a ledger entry brings a
// pending booking's paid total to its deposit and its signed contract holds (or held) the day, one
// transaction makes the calendar entry the booking's, confirms the booking (stamped as the owner's
// confirmation is) and marks the hold locked. The usual confirmation email follows from the status.

type LockOutcome = 'locked' | 'unconcerned' | 'day-taken';

export async function lockOnDeposit(deps: MailDeps, bookingId: string, summary: PaymentSummary): Promise<LockOutcome> {
  if (summary.paidTotal <= 0 || summary.depositDue > 0) return 'unconcerned';
  const { db } = deps;
  const outcome = await db.runTransaction(async (tx): Promise<{ result: LockOutcome; takenBy?: string }> => {
    const [bookingSnap, contractSnap] = await tx.getAll(bookingRef(db, bookingId), contractRef(db, bookingId));
    const contract = readContract(contractSnap.data());
    if (bookingSnap.get('status') !== 'pending' || !contract?.hold || !contract.signature) return { result: 'unconcerned' };
    if (contract.hold.state !== 'held' && contract.hold.state !== 'expired') return { result: 'unconcerned' };
    const day = bookingSnap.get('eventDate') as string;
    const entrySnap = await tx.get(calendarRef(db, day));
    const entry = entrySnap.exists ? calendarDaySchema.safeParse(entrySnap.data()).data : undefined;
    if (entrySnap.exists && !entry) return { result: 'day-taken', takenBy: 'taken in the calendar' };
    if (entry?.kind === 'booking' && entry.bookingId === bookingId) return { result: 'unconcerned' };
    if (!mayTakeDay(entry, bookingId, deps.now()))
      return {
        result: 'day-taken',
        takenBy: entry?.kind === 'blocked' ? 'blocked in the calendar' : `another booking's (ref. ${entry?.bookingId ?? '?'})`,
      };
    tx.set(calendarRef(db, day), { date: day, kind: 'booking', bookingId, createdAt: FieldValue.serverTimestamp() });
    tx.update(bookingSnap.ref, { status: 'confirmed', 'statusAt.confirmed': FieldValue.serverTimestamp() });
    tx.update(contractSnap.ref, { 'hold.state': 'locked' });
    return { result: 'locked' };
  });
  if (outcome.result === 'locked') deps.logger.info('Deposit paid: the held day is locked and the booking confirmed', { bookingId });
  if (outcome.result !== 'day-taken') return outcome.result;

  deps.logger.warn('Deposit paid after the hold ended, and the day is taken: the booking stays pending', { bookingId });
  const booking = bookingSchema.safeParse((await bookingRef(db, bookingId).get()).data());
  if (booking.success) {
    const title = readContract((await contractRef(db, bookingId).get()).data())?.title ?? booking.data.packageName;
    const { config } = await mailConfig(deps);
    const notice = dayTakenNotice({ bookingId, booking: booking.data, title, config, takenBy: outcome.takenBy ?? 'taken' });
    await sendOnce(deps, `owner-contract-day-taken-${bookingId}`, 'owner-contract-day-taken', notice);
  }
  return 'day-taken';
}
