import { afterEach, describe, expect, it } from 'vitest';
import { calendarEntry, googleCalendarLink } from './calendar-event';
import { icsFile } from './calendar-file';

const booking = {
  packageName: 'Signature Wedding',
  eventType: 'Wedding',
  eventDate: '2027-05-30',
  venue: 'Palace of Fine Arts, San Francisco',
};
const entry = (eventDate = booking.eventDate, timeZone = 'America/Los_Angeles') =>
  calendarEntry('bk42', { ...booking, eventDate }, { name: 'Style & Story', timeZone }, 'https://example.com/profile');

const lines = (text: string) => text.split('\r\n');
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('Add to calendar', () => {
  // From the last zone of the day to the first: a Date in any of them would move the day.
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe'])(
    'makes an all-day .ics on the booking’s own day when the computer is in %s',
    (zone) => {
      process.env.TZ = zone;
      const text = icsFile(entry());
      expect(lines(text)).toContain('DTSTART;VALUE=DATE:20270530');
      expect(lines(text)).toContain('DTEND;VALUE=DATE:20270531');
      expect(googleCalendarLink(entry())).toContain('dates=20270530%2F20270531');
    },
  );

  it('writes a valid iCalendar event: begin and end, a stable uid, the venue and the title', () => {
    const text = icsFile(entry());
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(lines(text)).toEqual(expect.arrayContaining(['BEGIN:VEVENT', 'END:VEVENT', 'VERSION:2.0', 'UID:booking-bk42@style-and-story']));
    expect(text).toContain('SUMMARY:Wedding: Signature Wedding with Style & Story');
    expect(text).toContain('LOCATION:Palace of Fine Arts\\, San Francisco');
  });

  it('numbers a moved booking’s file by its moves (SEQUENCE), so a calendar updates the same event', () => {
    expect(lines(icsFile(entry()))).toContain('SEQUENCE:0');
    const moved = calendarEntry(
      'bk42',
      { ...booking, eventDate: '2027-06-19', rescheduleCount: 1 },
      { name: 'S', timeZone: 'UTC' },
      'https://x',
    );
    expect(lines(icsFile(moved))).toEqual(
      expect.arrayContaining(['SEQUENCE:1', 'UID:booking-bk42@style-and-story', 'DTSTART;VALUE=DATE:20270619']),
    );
  });

  it('crosses month and year ends and a leap day', () => {
    expect(lines(icsFile(entry('2027-12-31')))).toContain('DTEND;VALUE=DATE:20280101');
    expect(lines(icsFile(entry('2028-02-28')))).toContain('DTEND;VALUE=DATE:20280229');
    expect(googleCalendarLink(entry('2028-02-29'))).toContain('dates=20280229%2F20280301');
  });

  it('opens Google Calendar’s form with the studio’s time zone, the title and the venue', () => {
    const url = new URL(googleCalendarLink(entry(undefined, 'Asia/Kolkata')));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Wedding: Signature Wedding with Style & Story',
      location: booking.venue,
      ctz: 'Asia/Kolkata',
    });
  });
});
