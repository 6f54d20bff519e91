import { addUtcDays } from './days';

// "Add to calendar" for a confirmed booking: a Google Calendar link and an .ics file (made with
// the `ics` library in calendar-file.ts, loaded only when a file is wanted). The event is an all-day date (VALUE=DATE in iCalendar, YYYYMMDD/YYYYMMDD in
// Google's link, end exclusive), built from the booking's YYYY-MM-DD string and never through a
// Date in the reader's zone: it is the same day wherever the file is opened. The studio's time zone
// goes with the Google link (ctz), which is where Google asks for it.

export type CalendarBooking = { packageName: string; eventType: string; eventDate: string; venue: string; rescheduleCount?: number };
type CalendarStudio = { name: string; timeZone: string };

export type CalendarEntry = {
  uid: string;
  title: string;
  description: string;
  location: string;
  /** The event's day, YYYY-MM-DD. */
  day: string;
  /** iCalendar's SEQUENCE: how often the day moved, so a calendar takes the newer file as an update of the same event (uid). */
  sequence: number;
  timeZone: string;
};

const compact = (day: string) => day.replaceAll('-', '');

/** What the calendar shows for a booking; `profileUrl` is where the customer sees it on the site. */
export function calendarEntry(bookingId: string, booking: CalendarBooking, studio: CalendarStudio, profileUrl: string): CalendarEntry {
  return {
    uid: `booking-${bookingId}@style-and-story`,
    title: `${booking.eventType}: ${booking.packageName} with ${studio.name}`,
    description: `Your ${booking.packageName} booking with ${studio.name} (ref. ${bookingId}). Details and payments: ${profileUrl}`,
    location: booking.venue,
    day: booking.eventDate,
    sequence: booking.rescheduleCount ?? 0,
    timeZone: studio.timeZone,
  };
}

/** The link that opens Google Calendar's "new event" form filled in. */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compact(entry.day)}/${compact(addUtcDays(entry.day, 1))}`,
    details: entry.description,
    location: entry.location,
    ctz: entry.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
