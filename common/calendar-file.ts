import { createEvent } from 'ics';
import type { CalendarEntry } from './calendar-event';
import { addUtcDays } from './days';

// The .ics file of an event (calendar-event.ts), made with the `ics` library: its own module, so
// the pages that only link to Google Calendar do not carry the library.

const numbers = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The .ics file's text (iCalendar, CRLF lines); throws if the library refuses the event. */
export function icsFile(entry: CalendarEntry): string {
  const { error, value } = createEvent({
    productId: 'style-and-story/bookings',
    uid: entry.uid,
    sequence: entry.sequence,
    title: entry.title,
    description: entry.description,
    location: entry.location,
    start: numbers(entry.day),
    end: numbers(addUtcDays(entry.day, 1)),
    startInputType: 'local',
    startOutputType: 'local',
    calName: entry.title,
  });
  if (error || !value) throw new Error(`The calendar file could not be made: ${error?.message ?? 'no output'}`);
  return value;
}

/** The file's name: style-and-story-2027-05-30.ics */
export const icsFileName = (entry: CalendarEntry) => `style-and-story-${entry.day}.ics`;
