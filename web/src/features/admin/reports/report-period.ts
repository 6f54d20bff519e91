import { addUtcDays, monthStart } from '@common/days';
import { periodSchema, type Period } from '@common/books';

// The period a report covers lives in the address (?from=…&to=…), so the owner can bookmark
// "last quarter" or send it to an accountant; a missing or invalid one falls back to this year.

type PeriodPreset = { label: string; period: Period };

const monthsBefore = (first: string, months: number) => {
  const [y, m] = first.split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/** Quick choices, from the studio's today. */
export function periodPresets(today: string): PeriodPreset[] {
  const thisMonth = monthStart(today);
  const year = today.slice(0, 4);
  return [
    { label: 'This month', period: { from: thisMonth, to: addUtcDays(monthsBefore(thisMonth, -1), -1) } },
    { label: 'Last month', period: { from: monthsBefore(thisMonth, 1), to: addUtcDays(thisMonth, -1) } },
    { label: 'This year', period: { from: `${year}-01-01`, to: `${year}-12-31` } },
    { label: 'Last year', period: { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` } },
    { label: 'Last 12 months', period: { from: monthsBefore(thisMonth, 11), to: addUtcDays(monthsBefore(thisMonth, -1), -1) } },
  ];
}

/** The period named by the address, or this year. */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const parsed = periodSchema.safeParse({ from: search.get('from'), to: search.get('to') });
  return parsed.success ? parsed.data : periodPresets(today)[2].period;
}
