import { timeLabel, wallOf } from '../../../common/sessions';

// iCalendar text for the owner's private feed and the customer's confirmation (docs/sessions.md).
// Every event has a UID that never changes (the booking's id), and SEQUENCE grows with each move,
// so a calendar that subscribed updates the event in place instead of adding one.

export interface FeedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  /** A timed event: the wall time in its zone; or a whole day. */
  when: { zone: string; date: string; time: string; end: Date } | { day: string };
  stamp: Date;
}

const UID_DOMAIN = 'sessions.styleandstory';

export const sessionUid = (bookingId: string) => `session-${bookingId}@${UID_DOMAIN}`;
export const bookingUid = (bookingId: string) => `booking-${bookingId}@${UID_DOMAIN}`;

const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/** Lines longer than 75 octets folded as RFC 5545 asks (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length ? 74 : 75;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function addDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function eventLines(e: FeedEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `SEQUENCE:${e.sequence}`, `DTSTAMP:${utcStamp(e.stamp)}`];
  if ('day' in e.when) {
    lines.push(`DTSTART;VALUE=DATE:${compactDay(e.when.day)}`, `DTEND;VALUE=DATE:${compactDay(addDay(e.when.day))}`);
  } else {
    // Wall time in the studio's zone (its IANA name, which calendars know): never shifted by a server's zone.
    const endWall = wallOf(e.when.zone, e.when.end.getTime());
    const end = { date: endWall.date, time: timeLabel(endWall.minutes) };
    const at = (date: string, time: string) => `${compactDay(date)}T${time.replace(':', '')}00`;
    lines.push(`DTSTART;TZID=${e.when.zone}:${at(e.when.date, e.when.time)}`, `DTEND;TZID=${e.when.zone}:${at(end.date, end.time)}`);
  }
  lines.push(`SUMMARY:${escape(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escape(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escape(e.location)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole calendar: the feed (PUBLISH, named) or one event for an email. */
export function icalendar(events: FeedEvent[], name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Style & Story//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escape(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
