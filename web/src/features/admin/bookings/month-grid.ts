import { addUtcDays } from '@common/days';
import type { WeekStart } from '@common/locales';

/** The days of a month view (YYYY-MM), from the studio's first day of the week, padded with nulls to whole weeks. */
export function monthCells(month: string, weekStart: WeekStart): (string | null)[] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = weekStart === 'sunday' ? first.getUTCDay() : (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < days; d++) cells.push(addUtcDays(`${month}-01`, d));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

export const lastDayOf = (month: string) => addUtcDays(addUtcDays(`${month}-01`, 32).slice(0, 7) + '-01', -1);

/** The month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
