import { z } from 'zod';
import { dateSchema, idSchema, isoDateSchema } from './common';

// The studio's calendar: public reads (dates only, nothing about any customer), owner writes.
// The studio's settings are in settings.ts.

/**
 * A day the studio has committed: to a confirmed booking (written in the same transaction as the
 * confirmation, removed when it is cancelled), held for a signed contract until its deposit comes
 * (docs/contracts.md: the functions write holds) or blocked by the owner (holiday, travel). The
 * document id is the day, so a day can be taken once. Kind 'session' (docs/sessions.md, written by
 * the functions): timed sessions are held or booked that day, so it takes no whole-day booking.
 */
const CALENDAR_DAY_KINDS = ['booking', 'hold', 'blocked', 'session'] as const;
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  kind: z.enum(CALENDAR_DAY_KINDS),
  /** The booking holding the day (confirmed, or signed for a hold); null when blocked. */
  bookingId: idSchema.nullable(),
  createdAt: dateSchema,
  /** A hold's end: the day is free again after it unless the deposit came (kind hold only). */
  holdUntil: dateSchema.optional(),
  /** The timed sessions keeping the day (kind session only): the entry goes with the last of them. */
  sessions: z.array(idSchema).optional(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
