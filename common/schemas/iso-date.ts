import { z } from 'zod';
import { isCalendarDay } from '../days';
import { DAY_PATTERN, regex } from '../patterns';

// A module of its own: a form that needs only a day (the package recommender on /ai-help) builds
// this schema, not all of common.ts's as it loads. common.ts re-exports it for everyone else.

/** A real calendar day, YYYY-MM-DD: 2027-02-30 has the format but is refused. */
export const isoDateSchema = z
  .string()
  .regex(regex(DAY_PATTERN), 'Use the format YYYY-MM-DD')
  .refine(isCalendarDay, 'There is no such day in the calendar');
