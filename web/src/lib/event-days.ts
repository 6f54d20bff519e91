import { EVENT_HORIZON_DAYS, addUtcDays, isCalendarDay } from '@common/days';

// The days an event can be put on: by a customer's booking form and by the owner moving a booking.

/** From tomorrow up to three years ahead (a typo like 2206 is caught); the rules agree. */
export const earliestEventDay = (today: string) => addUtcDays(today, 1);
export const latestEventDay = (today: string) => addUtcDays(today, EVENT_HORIZON_DAYS);

/** `taken`: days the studio has committed (confirmed or blocked), which the rules refuse too. */
export type EventDayContext = { today: string; taken: ReadonlySet<string> };

/** What is wrong with `day` as an event day, in words for the person choosing it; nothing when it is fine. */
export function eventDayProblem(day: string, { today, taken }: EventDayContext) {
  if (!day) return 'Pick the date of your event.';
  if (!isCalendarDay(day)) return 'That date does not exist — please check it.';
  if (day < earliestEventDay(today)) return 'Choose a date from tomorrow onwards.';
  if (day > latestEventDay(today)) return 'We take bookings up to three years ahead.';
  if (taken.has(day)) return 'That date is already booked. Please choose another day.';
}
