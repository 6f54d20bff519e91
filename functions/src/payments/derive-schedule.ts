import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { dayIn } from '../../../common/days';
import { deriveSchedule, type ScheduleSettings, type ScheduledBooking } from '../../../common/payment-schedule';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { NO_SALES_TAX } from '../../../common/sales-tax';
import { paymentScheduleInputSchema, type PaymentScheduleInput } from '../../../common/schemas/payment-schedules';
import { DEFAULT_BALANCE_DUE_DAYS, STUDIO_SETTINGS_ID, studioSettingsInputSchema } from '../../../common/schemas/settings';

// The booking's schedule (schedule, nextDueOn) follows from the booking, the owner's plan
// (paymentSchedules/{id}), the studio's settings and the day: derived here, on the server, whenever
// one of them moves (a ledger entry, the plan, the booking's status or date, the daily reminder run).

/** What the derivation reads besides the booking. */
export type ScheduleFacts = { plan: PaymentScheduleInput | null; settings: ScheduleSettings };

/**
 * Read inside the caller's transaction (before its writes), or straight from the database (the
 * checkout prices an instalment). Unreadable settings or plan fall back to the defaults.
 */
export async function readScheduleFacts(reader: Transaction | Firestore, db: Firestore, bookingId: string): Promise<ScheduleFacts> {
  const [planSnap, studioSnap] = await reader.getAll(
    db.collection(COLLECTIONS.paymentSchedules).doc(bookingId),
    db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID),
  );
  return { plan: readPlan(planSnap.data()), settings: scheduleSettings(studioSnap.data()) };
}

export const readPlan = (data: unknown) => (data ? (paymentScheduleInputSchema.safeParse(data).data ?? null) : null);

function scheduleSettings(studio: unknown): ScheduleSettings {
  const parsed = studioSettingsInputSchema.safeParse(studio);
  return parsed.success
    ? { balanceDueDays: parsed.data.balanceDueDays, timeZone: parsed.data.timeZone, salesTax: parsed.data.salesTax }
    : { balanceDueDays: DEFAULT_BALANCE_DUE_DAYS, timeZone: 'UTC', salesTax: NO_SALES_TAX };
}

/** The fields to write for the booking to carry its schedule as of `now`; null when it already does. */
export function scheduleChanges(booking: ScheduledBooking & Pick<Booking, 'schedule' | 'nextDueOn'>, facts: ScheduleFacts, now: Date) {
  const today = dayIn(facts.settings.timeZone, now);
  const { schedule, nextDueOn } = deriveSchedule(booking, facts.plan, facts.settings, today);
  const same = JSON.stringify(schedule) === JSON.stringify(booking.schedule ?? null) && (nextDueOn ?? undefined) === booking.nextDueOn;
  if (same) return null;
  return { schedule, nextDueOn: nextDueOn ?? FieldValue.delete() };
}

/** Derives one booking's schedule in a transaction (the plan changed, the booking moved, the reminder run). */
export async function deriveBookingSchedule(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.bookings).doc(bookingId) as DocumentReference;
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const booking = bookingSchema.safeParse(snapshot.data());
    if (!booking.success) return false;
    const changes = scheduleChanges(booking.data, await readScheduleFacts(tx, db, bookingId), now);
    if (changes) tx.update(ref, changes);
    return changes !== null;
  });
}
