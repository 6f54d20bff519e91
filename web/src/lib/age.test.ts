import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('ageOf', () => {
  const now = Date.parse('2027-03-10T12:00:00Z');
  it('says minutes, hours up to two days, then days', () => {
    expect(ageOf(new Date(now - 60_000), now)).toBe('1 minute');
    expect(ageOf(new Date(now - 5 * 3_600_000), now)).toBe('5 hours');
    expect(ageOf(new Date(now - 47 * 3_600_000), now)).toBe('47 hours');
    expect(ageOf(new Date(now - 3 * 86_400_000), now)).toBe('3 days');
  });
});
