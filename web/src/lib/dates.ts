// Event days are kept as local calendar days (YYYY-MM-DD): no time zone can move them.

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a moment, as YYYY-MM-DD. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A YYYY-MM-DD string moved by whole days (month and year ends handled by Date). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return isoDay(new Date(y, m - 1, d + days));
}

/** True for a real calendar day: rejects 2026-02-30 that the format alone accepts. */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}
