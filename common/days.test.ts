import { afterEach, describe, expect, it } from 'vitest';
import {
  RULES_DAY_MARGIN,
  addUtcDays,
  dayIn,
  isCalendarDay,
  eventDayBounds,
  startOfDayIn,
  startOfStudioDay,
  studioToday,
  utcDay,
} from './days';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from './studio-locale';

afterEach(() => setStudioLocale(FALLBACK_STUDIO_LOCALE));

const studioIn = (timeZone: string) => setStudioLocale({ currency: 'USD', timeZone });

// Two studios on either side of UTC, each at half past eleven at night and half past midnight.
const CLOCKS = [
  { zone: 'America/Los_Angeles', at: '2026-11-24T23:30:00-08:00', today: '2026-11-24', utc: '2026-11-25' },
  { zone: 'America/Los_Angeles', at: '2026-11-25T00:30:00-08:00', today: '2026-11-25', utc: '2026-11-25' },
  { zone: 'Asia/Kolkata', at: '2026-11-24T23:30:00+05:30', today: '2026-11-24', utc: '2026-11-24' },
  { zone: 'Asia/Kolkata', at: '2026-11-25T00:30:00+05:30', today: '2026-11-25', utc: '2026-11-24' },
] as const;

describe('the studio’s today', () => {
  it.each(CLOCKS)('$zone at $at is $today (UTC: $utc)', ({ zone, at, today, utc }) => {
    studioIn(zone);
    expect(studioToday(new Date(at))).toBe(today);
    expect(dayIn(zone, new Date(at))).toBe(today);
    expect(utcDay(new Date(at))).toBe(utc);
  });

  it('is within the rules’ margin of the UTC day in the zones furthest from it', () => {
    const moment = new Date('2026-11-24T11:30:00Z');
    for (const zone of ['Etc/GMT+12', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
      const gap = (Date.parse(dayIn(zone, moment)) - Date.parse(utcDay(moment))) / 86_400_000;
      expect(Math.abs(gap)).toBeLessThanOrEqual(RULES_DAY_MARGIN);
    }
    expect(dayIn('Etc/GMT+12', moment)).toBe('2026-11-23');
    expect(dayIn('Pacific/Kiritimati', moment)).toBe('2026-11-25');
  });

  it('follows the zone the studio sets', () => {
    const moment = new Date('2026-11-24T20:00:00Z');
    studioIn('America/Los_Angeles');
    expect(studioToday(moment)).toBe('2026-11-24');
    studioIn('Asia/Tokyo');
    expect(studioToday(moment)).toBe('2026-11-25');
  });
});

describe('calendar days', () => {
  it('move by whole days across month, year and leap-day ends', () => {
    expect(addUtcDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addUtcDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addUtcDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('are the days of the calendar, leap days in leap years only', () => {
    for (const day of ['2027-01-31', '2028-02-29', '2000-02-29', '0001-01-01', '0099-12-31', '9999-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuse the days that are not, and other forms', () => {
    for (const day of ['2027-02-29', '1900-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '0000-01-01']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const text of ['2027-1-01', '27-01-01', '2027/01/01', ' 2027-01-01', '2027-01-01T00:00']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});

describe('the first moment of a studio day', () => {
  it('is its midnight in the zone, summer or winter', () => {
    expect(startOfDayIn('America/Los_Angeles', '2026-07-01').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDayIn('America/Los_Angeles', '2026-12-01').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(startOfDayIn('Asia/Kolkata', '2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(startOfDayIn('UTC', '2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('on the days the clocks change', () => {
    // Los Angeles: 2 a.m. on March 8 and November 1, 2026.
    expect(startOfDayIn('America/Los_Angeles', '2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDayIn('America/Los_Angeles', '2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfDayIn('America/Los_Angeles', '2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfDayIn('America/Los_Angeles', '2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    // Santiago moves from midnight to 1 a.m. in September: the day starts at 1 a.m.
    expect(dayIn('America/Santiago', startOfDayIn('America/Santiago', '2026-09-06'))).toBe('2026-09-06');
  });

  it('uses the studio’s zone', () => {
    studioIn('Asia/Kolkata');
    expect(startOfStudioDay('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});

describe('the event days the rules accept', () => {
  it('include the studio’s tomorrow and the horizon after its today, wherever the studio is', () => {
    for (const { zone, at } of CLOCKS) {
      const { earliest, latest } = eventDayBounds(new Date(at));
      const today = dayIn(zone, new Date(at));
      expect(addUtcDays(today, 1) >= earliest).toBe(true);
      expect(addUtcDays(today, 3 * 366) <= latest).toBe(true);
    }
  });
});
