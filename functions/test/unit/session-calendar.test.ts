import { describe, expect, it } from 'vitest';
import { parseBusy } from '../../src/sessions/calendar-import';

// The owner's calendar read with ical.js: all-day and multi-day events, recurring ones with their
// exceptions, zoned, UTC and floating times, and what is not a calendar.

const cal = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${lines.join('').length}-${Math.random()}@test`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const from = Date.parse('2026-01-01T00:00:00Z');
const to = Date.parse('2027-01-01T00:00:00Z');
const iso = (b: { start: number; end: number }) => [new Date(b.start).toISOString(), new Date(b.end).toISOString()];

describe('reading busy times from an iCalendar file', () => {
  it('reads a UTC event and a zoned one by its IANA zone', () => {
    const busy = parseBusy(
      cal(
        event('DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z'),
        event('DTSTART;TZID=America/Los_Angeles:20260310T090000', 'DTEND;TZID=America/Los_Angeles:20260310T093000'),
      ),
      from,
      to,
      'Europe/London',
    );
    // 09:00 in Los Angeles on 10 March 2026 is PDT (the change was on the 8th): 16:00 UTC, touching the first.
    expect(busy.map(iso)).toEqual([['2026-03-10T15:00:00.000Z', '2026-03-10T16:30:00.000Z']]);
  });

  it('takes an all-day event as the whole day in the studio zone, and a multi-day one as all its days', () => {
    const busy = parseBusy(
      cal(
        event('DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260702'),
        event('DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260804'),
      ),
      from,
      to,
      'Europe/London',
    );
    expect(busy.map(iso)).toEqual([
      ['2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z'],
      ['2026-07-31T23:00:00.000Z', '2026-08-03T23:00:00.000Z'],
    ]);
  });

  it('expands a recurring event, leaving out its EXDATE and moving its moved occurrence, across a change of clocks', () => {
    const uid = 'UID:weekly@test';
    const text = cal(
      [
        'BEGIN:VEVENT',
        uid,
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/London:20260317T100000',
        'DTEND;TZID=Europe/London:20260317T110000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/London:20260324T100000',
        'END:VEVENT',
      ].join('\r\n'),
      [
        'BEGIN:VEVENT',
        uid,
        'DTSTAMP:20260101T000000Z',
        'RECURRENCE-ID;TZID=Europe/London:20260407T100000',
        'DTSTART;TZID=Europe/London:20260407T150000',
        'DTEND;TZID=Europe/London:20260407T160000',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(parseBusy(text, from, to, 'Europe/London').map(iso)).toEqual([
      ['2026-03-17T10:00:00.000Z', '2026-03-17T11:00:00.000Z'],
      // After the clocks went forward on 29 March, 10:00 in London is 09:00 UTC.
      ['2026-03-31T09:00:00.000Z', '2026-03-31T10:00:00.000Z'],
      ['2026-04-07T14:00:00.000Z', '2026-04-07T15:00:00.000Z'],
    ]);
  });

  it('leaves out free (transparent) and cancelled events, and those outside the window', () => {
    const busy = parseBusy(
      cal(
        event('DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z', 'TRANSP:TRANSPARENT'),
        event('DTSTART:20260311T150000Z', 'DTEND:20260311T160000Z', 'STATUS:CANCELLED'),
        event('DTSTART:20250311T150000Z', 'DTEND:20250311T160000Z'),
      ),
      from,
      to,
      'UTC',
    );
    expect(busy).toEqual([]);
  });

  it('takes a floating time in the studio zone', () => {
    const busy = parseBusy(cal(event('DTSTART:20260701T090000', 'DTEND:20260701T100000')), from, to, 'Australia/Sydney');
    expect(busy.map(iso)).toEqual([['2026-06-30T23:00:00.000Z', '2026-07-01T00:00:00.000Z']]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseBusy('<!doctype html><title>Sign in</title>', from, to, 'UTC')).toThrow('did not answer with a calendar');
  });
});
