import { describe, expect, it } from 'vitest';
import { addDays, isRealDay, isoDay } from './dates';
import { depositSplit } from './deposit';
import { describeWriteError } from './write-errors';

describe('dates', () => {
  it('formats a local day and moves across month and year ends', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real calendar days', () => {
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('26-1-1')).toBe(false);
  });
});

describe('depositSplit', () => {
  it('takes the studio deposit percentage and leaves the rest as balance', () => {
    expect(depositSplit(2400)).toEqual({ deposit: 720, balance: 1680 });
  });

  it('rounds to whole dollars and always adds up to the price', () => {
    const { deposit, balance } = depositSplit(999, 30);
    expect(deposit).toBe(300);
    expect(deposit + balance).toBe(999);
    expect(depositSplit(0)).toEqual({ deposit: 0, balance: 0 });
  });
});

describe('describeWriteError', () => {
  it('explains a refusal by the rules', () => {
    expect(describeWriteError({ code: 'permission-denied' }, 'booking')).toMatch(/couldn't accept this booking/);
  });

  it('explains a connection problem', () => {
    expect(describeWriteError({ code: 'unavailable' }, 'booking')).toMatch(/couldn't reach the studio/);
  });

  it('falls back to a general message', () => {
    expect(describeWriteError(new Error('boom'), 'frame order')).toMatch(/sending your frame order/);
  });
});
