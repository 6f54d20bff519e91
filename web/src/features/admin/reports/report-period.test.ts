// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodPresets } from './report-period';

describe('report periods', () => {
  it('offers whole months and years from the studio’s today, across a year end', () => {
    expect(Object.fromEntries(periodPresets('2027-01-15').map((p) => [p.label, `${p.period.from}…${p.period.to}`]))).toEqual({
      'This month': '2027-01-01…2027-01-31',
      'Last month': '2026-12-01…2026-12-31',
      'This year': '2027-01-01…2027-12-31',
      'Last year': '2026-01-01…2026-12-31',
      'Last 12 months': '2026-02-01…2027-01-31',
    });
    expect(periodPresets('2028-02-29')[0].period).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('reads the period from the address, and falls back to this year when it is missing or wrong', () => {
    expect(periodFromSearch(new URLSearchParams('from=2027-03-01&to=2027-05-31'), '2027-06-01')).toEqual({
      from: '2027-03-01',
      to: '2027-05-31',
    });
    expect(periodFromSearch(new URLSearchParams('from=2027-05-31&to=2027-03-01'), '2027-06-01')).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
    });
    expect(periodFromSearch(new URLSearchParams(''), '2027-06-01')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });
});
