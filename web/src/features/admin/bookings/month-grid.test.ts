// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastDayOf, monthCells, shiftMonth } from './month-grid';

describe('the month view', () => {
  it('starts on the studio’s first day of the week and pads to whole weeks (June 2027 begins on a Tuesday)', () => {
    const fromMonday = monthCells('2027-06', 'monday');
    expect(fromMonday.slice(0, 2)).toEqual([null, '2027-06-01']);
    expect(fromMonday.filter(Boolean)).toHaveLength(30);
    expect(fromMonday.length % 7).toBe(0);
    const fromSunday = monthCells('2027-06', 'sunday');
    expect(fromSunday.slice(0, 3)).toEqual([null, null, '2027-06-01']);
    expect(fromSunday.length).toBe(35);
    // August 2027 begins on a Sunday: no padding from Sunday, six days from Monday.
    expect(monthCells('2027-08', 'sunday')[0]).toBe('2027-08-01');
    expect(monthCells('2027-08', 'monday').indexOf('2027-08-01')).toBe(6);
  });
  it('knows leap years and month ends', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(lastDayOf('2027-12')).toBe('2027-12-31');
  });
  it('moves across years', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
