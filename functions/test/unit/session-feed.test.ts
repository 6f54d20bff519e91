import { describe, expect, it } from 'vitest';
import { icalendar, sessionUid } from '../../src/sessions/feed';
import { parseBusy } from '../../src/sessions/calendar-import';

// The feed's iCalendar text: a stable UID per booking, SEQUENCE for moves, wall times in the
// studio's zone, whole days as dates, escaped text and folded lines; and it reads back as a calendar.

const stamp = new Date('2026-07-01T08:00:00Z');
const session = (sequence: number, time: string) => ({
  uid: sessionUid('mini_20261010T1700_ada'),
  sequence,
  summary: 'Autumn mini session: Ada, Lovelace; and family',
  description: 'ada@example.com\nRef. mini_20261010T1700_ada',
  location: 'At the studio',
  when: {
    zone: 'America/Los_Angeles',
    date: '2026-10-10',
    time,
    end: new Date(Date.parse('2026-10-10T17:20:00Z') + (time === '10:00' ? 0 : 3_600_000)),
  },
  stamp,
});

describe('the calendar feed', () => {
  it('writes a timed session in the studio zone, a whole day as dates, with stable UIDs', () => {
    const text = icalendar(
      [
        session(0, '10:00'),
        {
          uid: 'booking-b1@sessions.styleandstory',
          sequence: 0,
          summary: 'Wedding',
          description: '',
          location: '',
          when: { day: '2026-10-24' },
          stamp,
        },
      ],
      'Studio',
    );
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:session-mini_20261010T1700_ada@sessions.styleandstory');
    expect(unfolded).toContain('DTSTART;TZID=America/Los_Angeles:20261010T100000');
    expect(unfolded).toContain('DTEND;TZID=America/Los_Angeles:20261010T102000');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261024');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20261025');
    expect(unfolded).toContain('SUMMARY:Autumn mini session: Ada\\, Lovelace\\; and family');
    expect(unfolded).toContain('DESCRIPTION:ada@example.com\\nRef. mini_20261010T1700_ada');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps the UID and raises SEQUENCE when a session moves', () => {
    const before = icalendar([session(0, '10:00')], 'Studio').replace(/\r\n /g, '');
    const after = icalendar([session(1, '11:00')], 'Studio').replace(/\r\n /g, '');
    const uid = (t: string) => t.match(/UID:(.+)/)![1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain('DTSTART;TZID=America/Los_Angeles:20261010T110000');
  });

  it('reads back as a calendar with the same busy time', () => {
    const text = icalendar([session(0, '10:00')], 'Studio');
    const busy = parseBusy(text, Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-11-01T00:00:00Z'), 'UTC');
    expect(busy).toEqual([{ start: Date.parse('2026-10-10T17:00:00Z'), end: Date.parse('2026-10-10T17:20:00Z') }]);
  });
});
