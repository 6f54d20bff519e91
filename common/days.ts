import { PARSING_LOCALE } from './locales';
import { studioLocale } from './studio-locale';

// Calendar days as YYYY-MM-DD strings. An event day is such a string and never moves with a time
// zone. "Today" is the studio's (its time zone, settings/studio); the rules see only the server's
// UTC clock, so the bounds they enforce are stated in UTC days with a margin (RULES_DAY_MARGIN).

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
 * range of a Firestore timestamp, which is how the rules ask the same question (isCalendarDay).
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
 * The rules know the UTC day, not the studio's: every zone's day is within one day of it (zones run
 * from UTC−12 to UTC+14). So where the rules check a bound the studio states in its own days, they
 * allow this margin on the side that could refuse what the app offers, and the app holds the
 * exact bound in the studio's zone (see firestore.rules, "the studio's today").
 */
export const RULES_DAY_MARGIN = 1;

/**
 * The event days the rules accept in a new booking at `now`: after the earliest the studio's today
 * can be (so from UTC's today), to EVENT_HORIZON_DAYS after the latest it can be. The app offers
 * less: from the studio's tomorrow to EVENT_HORIZON_DAYS after its today.
 * @internal Exported for its tests only.
 */
export function eventDayBounds(now: Date): { earliest: string; latest: string } {
  const today = utcDay(now);
  return { earliest: addUtcDays(today, 1 - RULES_DAY_MARGIN), latest: addUtcDays(today, RULES_DAY_MARGIN + EVENT_HORIZON_DAYS) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
export const partsIn = (timeZone: string, moment: Date) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat(PARSING_LOCALE, { ...options, hourCycle: 'h23', timeZone });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    min: Number(parts.minute),
    s: Number(parts.second),
  };
};

/** The calendar day of a moment in a time zone. */
export function dayIn(timeZone: string, moment: Date): string {
  const { y, m, d } = partsIn(timeZone, moment);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The hour (0–23) of a moment in a time zone. */
export const hourIn = (timeZone: string, moment: Date) => partsIn(timeZone, moment).h;

/** The studio's calendar day at `now` (its time zone: common/studio-locale.ts). */
export const studioToday = (now: Date = new Date()) => dayIn(studioLocale().timeZone, now);

/** How far the zone's clock is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(timeZone: string, moment: Date): number {
  const { y, m, d, h, min, s } = partsIn(timeZone, moment);
  return Date.UTC(y, m - 1, d, h, min, s) - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The first moment of `day` in a time zone (a daylight-saving change at midnight included). */
export function startOfDayIn(timeZone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const guess = midnightUtc - offsetAt(timeZone, new Date(midnightUtc));
  // The offset at the guess may differ (a change of offset between the two): correct once.
  const start = midnightUtc - offsetAt(timeZone, new Date(guess));
  return new Date(dayIn(timeZone, new Date(start)) === day ? start : guess);
}

/** The first moment of a day of the studio's calendar. */
export const startOfStudioDay = (day: string) => startOfDayIn(studioLocale().timeZone, day);

/** The first day of the month of `day`. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
