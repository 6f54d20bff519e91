import { STUDIO } from '@common/studio';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: STUDIO.currency, maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
// Public moments (a post's publication) as the studio's calendar shows them: the same day in the
// prerendered page as in any visitor's browser, so hydration matches.
// Made on first use: a formatter with a time zone loads zone data, a cost no page should pay up front.
let studioDate: Intl.DateTimeFormat | undefined;

export const formatPrice = (amount: number) => money.format(amount);
export const formatDate = (date: Date) => longDate.format(date);
export const formatStudioDate = (date: Date) =>
  (studioDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' })).format(date);
/** Dates kept as YYYY-MM-DD (event days) shown without a timezone shift. */
export const formatIsoDay = (day: string) => longDate.format(new Date(`${day}T12:00:00`));
