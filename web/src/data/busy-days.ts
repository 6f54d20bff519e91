import { COLLECTIONS } from '@common/collections';
import { busyStatesOf } from '@common/leads';
import type { BusyMonth } from '@common/schemas/leads';
import { usePublicQuery, type LoadSchema } from './public-read';
import type { QuerySpec } from './query-spec';
import { mapResult } from './result';

// busyDays/{YYYY-MM}, the calendar as everyone but the owner sees it (docs/inquiries.md): a day
// and its state, no booking ids. calendar/{day} itself is the owner's (data/calendar.ts). No
// Firebase SDK here: the slot pages and the inquiry form read it on the public path.

/** The month's schema, loaded when an answer needs checking (public-read.ts). */
export const busyMonthSchema: LoadSchema<BusyMonth> = () => import('@common/schemas/leads').then((m) => m.busyMonthSchema);

/** The busy months holding the days from `from` to `to` ("YYYY-MM-DD"): their ids are the months. */
export const busyMonthsBetween = (from: string, to: string): QuerySpec => ({
  collection: COLLECTIONS.busyDays,
  where: [
    ['__name__', '>=', from.slice(0, 7)],
    ['__name__', '<=', to.slice(0, 7)],
  ],
});

/** Busy days from `from` to `to`, "YYYY-MM-DD" → state, on the public path; null asks nothing. */
export const usePublicBusyDays = (range: { from: string; to: string } | null) =>
  mapResult(usePublicQuery(range && busyMonthsBetween(range.from, range.to), busyMonthSchema), busyStatesOf);
