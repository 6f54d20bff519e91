import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './days';

describe('isCalendarDay', () => {
  it('accepts the days of the calendar, leap days in leap years only', () => {
    for (const day of ['2027-01-31', '2028-02-29', '2000-02-29', '0001-01-01', '0099-12-31', '9999-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses the days that are not, and other forms', () => {
    for (const day of ['2027-02-29', '1900-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '0000-01-01']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const text of ['2027-1-01', '27-01-01', '2027/01/01', ' 2027-01-01', '2027-01-01T00:00']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});
