import { HOLD_WARNING_HOURS } from '../../../common/schemas/contracts';
import type { CalendarDay } from '../../../common/schemas/studio';

// What a signature (or a deposit) may do with the day in the studio's calendar, and where a hold
// stands on the clock: pure decisions, so the transactions that act on them stay short and the
// unit tests can hold the clock.

const HOUR_MS = 60 * 60_000;

/** A calendar entry as read: the kind, whose it is and, for a hold, when it ends. */
type DayEntry = Pick<CalendarDay, 'kind' | 'bookingId'> & { holdUntil?: Date };

/**
 * Whether `bookingId` may take the day now: a free day, a hold of its own, or another booking's
 * hold that has run out (the sweep may not have freed it yet). A locked or blocked day, or another
 * booking's hold still running, is taken.
 */
export function mayTakeDay(entry: DayEntry | undefined, bookingId: string, now: number): boolean {
  if (!entry) return true;
  if (entry.kind !== 'hold') return false;
  if (entry.bookingId === bookingId) return true;
  return (entry.holdUntil?.getTime() ?? 0) <= now;
}

/** A held day's place on the clock: over, ending within HOLD_WARNING_HOURS (the customer is warned once), or running. */
type HoldFate = 'expired' | 'ending-soon' | 'running';

export function holdFate(until: Date, now: number): HoldFate {
  const left = until.getTime() - now;
  if (left <= 0) return 'expired';
  return left <= HOLD_WARNING_HOURS * HOUR_MS ? 'ending-soon' : 'running';
}

/** When a hold placed at `now` ends. */
export const holdEnds = (now: number, holdHours: number) => new Date(now + holdHours * HOUR_MS);

/** Whether a contract sent at `sentAt` and still unsigned is owed its one reminder. */
export const reminderDue = (sentAt: Date, now: number, reminderDays: number) => now - sentAt.getTime() >= reminderDays * 24 * HOUR_MS;
