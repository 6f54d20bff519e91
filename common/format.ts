import { studioLocale } from './studio-locale';

// The site's formats, shared by the web app and the emails, so both show the same figures: prices
// in the studio's currency, moments on the studio's calendar (its time zone), both written as the
// studio's locale writes them, whatever the zone and language of the visitor's browser or of the
// server that sends an email (common/studio-locale.ts). Every date and amount a page, an email or
// a receipt shows is made here.

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formats = new Map<string, Format>();
// Made on first use and kept per locale, currency or zone: a formatter with a time zone loads zone
// data, a cost no page should pay up front.
function cached<T extends Format>(key: string, make: (locale: string) => T): T {
  const { locale } = studioLocale();
  const full = `${locale}|${key}`;
  let format = formats.get(full) as T | undefined;
  if (!format) formats.set(full, (format = make(locale)));
  return format;
}

const money = (currency = studioLocale().currency) =>
  cached(`money:${currency}`, (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }));
const inStudioZone = (name: string, options: Intl.DateTimeFormatOptions) => {
  const { timeZone } = studioLocale();
  return cached(`${name}:${timeZone}`, (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
};

/** A price in whole units of the studio's currency, e.g. "$1,850" (en-US, USD), "£1,850" (en-GB, GBP). */
export const formatPrice = (amount: number) => money().format(amount);
/** An amount to the cent (a tax share on a receipt), e.g. "$81.52". */
export const formatCents = (amount: number) => {
  const { currency } = studioLocale();
  return cached(
    `cents:${currency}`,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(amount);
};
/** A price in a currency of its own: a settings form's preview before the currency is saved. */
export const formatPriceIn = (currency: string, amount: number) => money(currency).format(amount);
/** The studio's currency sign as its locale writes it before an amount: "$", "£", "A$" (a price field's prefix). */
export const currencySign = () =>
  money()
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? studioLocale().currency;
/** A moment's day on the studio's calendar, e.g. "January 21, 2027" (en-US), "21 January 2027" (en-GB). */
export const formatDate = (date: Date) => inStudioZone('date', { dateStyle: 'long' }).format(date);
/** A moment's day, short, e.g. "Jan 21" (en-US), "21 Jan" (en-GB): a step of a timeline. */
export const formatShortDate = (date: Date) => inStudioZone('shortDate', { month: 'short', day: 'numeric' }).format(date);
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
/** How long ago (or ahead), in the unit given: "5 minutes ago", "yesterday". */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(value, unit);

// Days kept as YYYY-MM-DD (event days) are calendar days, not moments: formatted as that day in UTC,
// so no zone can move them.
const utcDayFormat = (name: string, options: Intl.DateTimeFormatOptions) =>
  cached(`utc:${name}`, (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
/** A YYYY-MM-DD day, e.g. "June 12, 2027" (en-US), "12 June 2027" (en-GB), the same day in every zone. */
export const formatIsoDay = (day: string) => utcDayFormat('isoDay', { dateStyle: 'long' }).format(noonOf(day));
/** A YYYY-MM-DD day with its weekday, short, e.g. "Sat, Jun 12, 2027" (en-US), "Sat, 12 Jun 2027" (en-GB). */
export const formatIsoDayShort = (day: string) =>
  utcDayFormat('isoDayShort', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(noonOf(day));
/** A month as YYYY-MM, e.g. "June 2027". */
export const formatMonth = (month: string) => utcDayFormat('month', { month: 'long', year: 'numeric' }).format(noonOf(`${month}-15`));
/** The short names of the seven weekdays, from the studio's first day of the week: a calendar's header. */
export function weekdayNames(): string[] {
  const format = utcDayFormat('weekday', { weekday: 'short' });
  // 2027-06-06 is a Sunday, 2027-06-07 a Monday.
  const first = studioLocale().weekStart === 'sunday' ? 6 : 7;
  return Array.from({ length: 7 }, (_, i) => format.format(noonOf(`2027-06-${String(first + i).padStart(2, '0')}`)));
}

/**
 * How a locale writes a day, a time and a price, for the settings screen's list of locales:
 * "12 June 2027, 17:30 · £1,850" (en-GB). Not cached: a list shown once.
 */
export const formatLocaleSample = (locale: string, currency: string) => {
  const moment = new Date('2027-06-12T17:30:00Z');
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(moment);
  return `${day}, ${time} · ${new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(1850)}`;
};

/** A file's size for people: "840 kB", "3.2 MB", "0.9 GB" (1 kB = 1024 bytes, as the upload limit is stated). */
/** A count as the studio's locale writes it, e.g. "1,250". */
export const formatNumber = (value: number) => cached('number', (locale) => new Intl.NumberFormat(locale)).format(value);

/** A moment's time of day in a given zone (the studio's, or a busy event's), e.g. "9:30 AM" (en-US). */
export const formatTimeIn = (timeZone: string, date: Date) =>
  cached(`timeIn:${timeZone}`, (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone })).format(date);

/** An hour of the day on its own, e.g. "9 AM" (en-US), "09" (en-GB). */
export const formatHourOfDay = (hour: number) =>
  cached('hourOfDay', (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' })).format(Date.UTC(2000, 0, 1, hour));

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  // From half a gigabyte, as a share of the 1 GB download part: "0.9 GB", not "921.6 MB".
  if (bytes < 0.5 * 1024 ** 3) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
}
