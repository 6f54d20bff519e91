import { studioLocale } from './studio-locale';

// The site's formats, shared by the web app and the emails, so both show the same figures: prices
// in the studio's currency, moments on the studio's calendar (its time zone), whatever the zone of
// the visitor's browser or of the server that sends an email (common/studio-locale.ts).

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
// Made on first use and kept per currency or zone: a formatter with a time zone loads zone data,
// a cost no page should pay up front.
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const money = (currency = studioLocale().currency) =>
  cached(`money:${currency}`, () => new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }));
const inStudioZone = (name: string, options: Intl.DateTimeFormatOptions) => {
  const { timeZone } = studioLocale();
  return cached(`${name}:${timeZone}`, () => new Intl.DateTimeFormat('en-US', { ...options, timeZone }));
};

/** A price in whole units of the studio's currency, e.g. "$1,850". */
export const formatPrice = (amount: number) => money().format(amount);
/** An amount to the cent (a tax share on a receipt), e.g. "$81.52". */
export const formatCents = (amount: number) => {
  const { currency } = studioLocale();
  return cached(
    `cents:${currency}`,
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(amount);
};
/** A price in a currency of its own: a settings form's preview before the currency is saved. */
export const formatPriceIn = (currency: string, amount: number) => money(currency).format(amount);
/** A moment's day on the studio's calendar, e.g. "January 21, 2027". */
export const formatDate = (date: Date) => inStudioZone('date', { dateStyle: 'long' }).format(date);
/** A moment with its time of day on the studio's clock, e.g. "Sep 3, 2026, 5:30 PM" (status changes, payments recorded). */
export const formatDateTime = (date: Date) => inStudioZone('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
/** A moment to the minute with the zone's name, e.g. "Nov 22, 2026, 1:30 AM PST" (when a message reached the studio). */
export const formatDateTimeWithZone = (date: Date) =>
  inStudioZone('dateTimeZone', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);

// Days kept as YYYY-MM-DD (event days) are calendar days, not moments: formatted as that day in UTC,
// so no zone can move them.
const utcDays = () => cached('isoDay', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
/** A YYYY-MM-DD day, e.g. "June 12, 2027", the same day in every zone. */
export const formatIsoDay = (day: string) => utcDays().format(new Date(`${day}T12:00:00Z`));

/** A file's size for people: "840 kB", "3.2 MB", "0.9 GB" (1 kB = 1024 bytes, as the upload limit is stated). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  // From half a gigabyte, as a share of the 1 GB download part: "0.9 GB", not "921.6 MB".
  if (bytes < 0.5 * 1024 ** 3) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
}
