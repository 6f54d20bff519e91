// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastDayOf, monthCells, shiftMonth } from './month-grid';

describe('the month view', () => {
  it('starts on Monday and pads to whole weeks (June 2027 begins on a Tuesday)', () => {
    const cells = monthCells('2027-06');
    expect(cells.slice(0, 2)).toEqual([null, '2027-06-01']);
    expect(cells.filter(Boolean)).toHaveLength(30);
    expect(cells.length % 7).toBe(0);
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
