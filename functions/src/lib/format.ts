import { STUDIO } from '../../../common/studio';

// The website's formats (web/src/lib/format.ts), so an email and the profile show the same figures.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: STUDIO.currency, maximumFractionDigits: 0 });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatMoney = (amount: number) => money.format(amount);

/** An instant as its day, e.g. "June 12, 2027" (in UTC, so the server's zone never shifts it). */
export const formatDate = (date: Date) => longDay.format(date);

/** A YYYY-MM-DD day, e.g. "June 12, 2027" (never shifted by a time zone). */
export const formatDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));
