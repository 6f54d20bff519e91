// Calendar days as YYYY-MM-DD strings, computed in UTC: the rules see the server's UTC clock, so
// the bounds they enforce (an event from today to three years ahead) are stated the same way here.

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC calendar day of a moment. */
export const utcDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A day moved by whole days (month and year ends handled by Date). */
export function addUtcDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return utcDay(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * True for a real calendar day: 2027-02-30 has the format but is not one. Years 0001–9999, the
 * range of a Firestore timestamp, which is how the rules ask the same question (isCalendarDate).
 */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number);
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** How far ahead an event may be booked, in days (three years, leap days included). */
export const EVENT_HORIZON_DAYS = 3 * 366;

/**
 * The event days the rules accept at `now`: from today (UTC) to EVENT_HORIZON_DAYS + 1 ahead. The
 * extra day is for the customer's own time zone: the form counts from their local tomorrow, which
 * can be UTC's day after tomorrow east of Greenwich.
 */
export function eventDayBounds(now: Date): { earliest: string; latest: string } {
  const today = utcDay(now);
  return { earliest: today, latest: addUtcDays(today, EVENT_HORIZON_DAYS + 1) };
}

/** The first day of the month of `day`. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
