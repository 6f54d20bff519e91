import { STUDIO } from './studio';

// The site's formats, shared by the web app and the emails, so both show the same figures.

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: STUDIO.currency, maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
// Public moments (a post's publication) as the studio's calendar shows them: the same day in the
// prerendered page as in any visitor's browser, so hydration matches.
// Made on first use: a formatter with a time zone loads zone data, a cost no page should pay up front.
let studioDate: Intl.DateTimeFormat | undefined;
// The emails state moments in UTC, so neither the server's zone nor a developer's emulator shifts them.
let utcDate: Intl.DateTimeFormat | undefined;

export const formatPrice = (amount: number) => money.format(amount);
export const formatDate = (date: Date) => longDate.format(date);
export const formatStudioDate = (date: Date) =>
  (studioDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' })).format(date);
/** Dates kept as YYYY-MM-DD (event days) shown without a timezone shift. */
export const formatIsoDay = (day: string) => longDate.format(new Date(`${day}T12:00:00`));
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment with its time of day, e.g. "Sep 3, 2026, 5:30 PM" (status changes, payments recorded). */
export const formatDateTime = (date: Date) => dateAndTime.format(date);
/** A moment's calendar day in UTC, e.g. "January 21, 2027" (emails: when a link closes, when an account began). */
export const formatUtcDate = (date: Date) =>
  (utcDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).format(date);
/** A moment to the minute in UTC, e.g. "2026-11-22 09:30 UTC" (when a message reached the studio). */
export const formatUtcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A file's size for people: "840 kB", "3.2 MB" (1 kB = 1024 bytes, as the upload limit is stated). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
