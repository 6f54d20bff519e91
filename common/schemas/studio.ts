import { z } from 'zod';
import { dateSchema, idSchema, isoDateSchema } from './common';

// The studio's calendar: public reads (dates only, nothing about any customer), owner writes.
// The studio's settings are in settings.ts.

/**
 * A day the studio has committed: to a confirmed booking (written in the same transaction as the
 * confirmation, removed when it is cancelled) or blocked by the owner (holiday, travel). The
 * document id is the day, so a day can be taken once.
 */
export const CALENDAR_DAY_KINDS = ['booking', 'blocked'] as const;
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  kind: z.enum(CALENDAR_DAY_KINDS),
  /** The confirmed booking holding the day; null when blocked. */
  bookingId: idSchema.nullable(),
  createdAt: dateSchema,
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
