import { HOLD_WARNING_HOURS } from '../../../common/schemas/contracts';
import type { CalendarDay } from '../../../common/schemas/studio';
import { holdEnds as endsAfter, holdFate as fateOf, mayTakeHeld, type HoldFate } from '../holds/hold-clock';

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
  return mayTakeHeld(entry && { held: entry.kind === 'hold', holder: entry.bookingId, until: entry.holdUntil }, bookingId, now);
}

/** A held day's place on the clock: over, ending within HOLD_WARNING_HOURS (the customer is warned once), or running. */
export const holdFate = (until: Date, now: number): HoldFate => fateOf(until, now, HOLD_WARNING_HOURS * HOUR_MS);

/** When a hold placed at `now` ends. */
export const holdEnds = (now: number, holdHours: number) => endsAfter(now, holdHours * HOUR_MS);

/** Whether a contract sent at `sentAt` and still unsigned is owed its one reminder. */
export const reminderDue = (sentAt: Date, now: number, reminderDays: number) => now - sentAt.getTime() >= reminderDays * 24 * HOUR_MS;
