import { addUtcDays, dayIn } from './days';
import { owedOn } from './payments';
import { withSalesTax, type SalesTax } from './sales-tax';
import type { Booking } from './schemas/orders';
import type { Instalment, InstalmentId, PaymentScheduleInput } from './schemas/payment-schedules';

// A booking's instalments and their reminders, as pure arithmetic on the booking, the owner's plan
// (paymentSchedules/{bookingId}), the studio's settings and "today" (the studio's calendar day,
// passed in, so tests hold the clock). The payments function and the reminder job derive with
// these; the pages only show what the server wrote.

export type ScheduledBooking = Pick<Booking, 'packagePrice' | 'packageDeposit' | 'eventDate' | 'status' | 'statusAt' | 'paidTotal'>;
/** `salesTax`: when the studio adds it to its prices, every instalment carries its share (required, so no caller derives without it). */
export type ScheduleSettings = { balanceDueDays: number; timeZone: string; salesTax: SalesTax };
type Planned = Pick<Instalment, 'id' | 'amount' | 'dueOn'>;

/** Bookings whose instalments are still asked for (reminders, "overdue"); a declined or cancelled one owes nothing more. */
export const OWING_STATUSES: readonly Booking['status'][] = ['confirmed', 'completed'];

const sum = (parts: readonly { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0);

/**
 * The instalments with their due dates: the deposit on the day of confirmation, then the balance
 * (the owner's split, or one payment `balanceDueDays` before the event). Due dates are counted back
 * from the event date, so they follow it when it moves; none falls before the confirmation (a late
 * booking owes its balance at once). Until confirmation nothing has a date.
 */
export function plannedInstalments(booking: ScheduledBooking, plan: PaymentScheduleInput | null, settings: ScheduleSettings): Planned[] {
  const confirmedAt = booking.statusAt.confirmed;
  const confirmedOn = confirmedAt ? dayIn(settings.timeZone, confirmedAt) : null;
  const balance = booking.packagePrice - booking.packageDeposit;
  // A split that no longer adds up to the balance (the owner's to fix) gives way to the default.
  const split = plan && sum(plan.balance) === balance ? plan.balance : [{ amount: balance, daysBefore: settings.balanceDueDays }];
  const owed = owedOn(booking, settings.salesTax);
  const parts = withTaxShares(split, owed.price - owed.deposit, settings.salesTax);
  const dueOn = (daysBefore: number) => {
    if (!confirmedOn) return null;
    const day = addUtcDays(booking.eventDate, -daysBefore);
    return day < confirmedOn ? confirmedOn : day;
  };
  const instalments: Planned[] = [
    { id: 'deposit', amount: owed.deposit, dueOn: confirmedOn },
    ...parts.map((part, i) => ({ id: `balance-${i + 1}` as InstalmentId, amount: part.amount, dueOn: dueOn(part.daysBefore) })),
  ];
  return instalments.filter((instalment) => instalment.amount > 0);
}

/**
 * The owner's split (in prices) as amounts owed: with the tax added, each part carries its share,
 * rounded, and the last one what is left, so the parts still add up to the balance owed exactly.
 */
function withTaxShares<T extends { amount: number }>(parts: readonly T[], owedBalance: number, tax: SalesTax): T[] {
  if (tax.mode !== 'added') return [...parts];
  const shares = parts.map((part) => ({ ...part, amount: withSalesTax(part.amount, tax) }));
  const last = shares.length - 1;
  shares[last] = { ...shares[last], amount: owedBalance - sum(shares.slice(0, last)) };
  return shares;
}

/**
 * Each instalment's status on `today`: the ledger's net amount (booking.paidTotal) covers the
 * instalments oldest first, skipping the waived ones (the owner's explicit choice). Also the day
 * the next unpaid instalment falls due, for a booking that still owes: the dashboard's "overdue"
 * and "due soon" query it.
 */
export function deriveSchedule(
  booking: ScheduledBooking,
  plan: PaymentScheduleInput | null,
  settings: ScheduleSettings,
  today: string,
): { schedule: Instalment[]; nextDueOn: string | null } {
  const waived = new Set<string>(plan?.waived ?? []);
  let left = Math.max(booking.paidTotal, 0);
  const schedule = plannedInstalments(booking, plan, settings).map((instalment): Instalment => {
    if (waived.has(instalment.id)) return { ...instalment, paid: 0, status: 'waived' };
    const paid = Math.min(left, instalment.amount);
    left -= paid;
    const status = paid >= instalment.amount ? 'paid' : instalment.dueOn && instalment.dueOn < today ? 'overdue' : 'due';
    return { ...instalment, paid, status };
  });
  const owing = OWING_STATUSES.includes(booking.status);
  const next = owing ? nextDue(schedule) : null;
  return { schedule, nextDueOn: next?.instalment.dueOn ?? null };
}

/** The first instalment still to pay, with what is left of it. */
export function nextDue(schedule: readonly Instalment[]): { instalment: Instalment; owed: number } | null {
  const instalment = schedule.find((i) => (i.status === 'due' || i.status === 'overdue') && i.dueOn);
  return instalment ? { instalment, owed: instalment.amount - instalment.paid } : null;
}

export const INSTALMENT_STATUS_LABELS: Record<Instalment['status'], string> = {
  due: 'Due',
  paid: 'Paid',
  overdue: 'Overdue',
  waived: 'Waived',
};

/** "Deposit", "Balance", or "Instalment 2 of 3" when the owner split the balance. */
export function instalmentLabel(id: InstalmentId, schedule: readonly Pick<Instalment, 'id'>[]): string {
  if (id === 'deposit') return 'Deposit';
  const parts = schedule.filter((i) => i.id !== 'deposit').length;
  return parts <= 1 ? 'Balance' : `Instalment ${id.slice('balance-'.length)} of ${parts}`;
}

// ---------------------------------------------------------------- reminders

export type ReminderKind = 'before' | 'on' | 'after';
/** When each reminder is due, in days from the instalment's due date. */
export const REMINDER_OFFSETS: Record<ReminderKind, number> = { before: -3, on: 0, after: 3 };

/**
 * The reminder an unpaid instalment is owed on `today`: the newest whose day has come. A run that
 * was missed is caught up by the next one (the moment passed, the reminder is still sent once),
 * but a "before" is never sent on or after the due date, and an "on" no longer once the "after"
 * is due: one email saying where things stand, not a backlog.
 */
export function reminderDue(instalment: Instalment, today: string): ReminderKind | null {
  if (!instalment.dueOn || instalment.status === 'paid' || instalment.status === 'waived') return null;
  const dayOf = (kind: ReminderKind) => addUtcDays(instalment.dueOn as string, REMINDER_OFFSETS[kind]);
  if (today >= dayOf('after')) return 'after';
  if (today >= dayOf('on')) return 'on';
  return today >= dayOf('before') ? 'before' : null;
}

/**
 * The outbox key of a reminder: one email per booking, instalment, kind and due date, whatever the
 * runs. The due date is in it because it follows the event: a booking moved to another day owes
 * its reminders again, before, on and after the new due date.
 */
export const reminderKey = (bookingId: string, instalment: InstalmentId, kind: ReminderKind, dueOn: string) =>
  `reminder-${bookingId}-${instalment}-${kind}-${dueOn}`;
