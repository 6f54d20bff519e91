import { describe, expect, it } from 'vitest';
import { daysUntilClose, downloadsLeftByPerson, expiryReminderDue, somethingLeftToDownload, timeLeftLabel } from './gallery-expiry';

// Downloads open through 2027-03-31 (its last day): they close at the end of it.
const EXPIRES = '2027-03-31';

describe('the reminders before downloads close', () => {
  it('counts days until close across month ends and a leap day', () => {
    expect(daysUntilClose(EXPIRES, '2027-03-31')).toBe(1);
    expect(daysUntilClose(EXPIRES, '2027-04-01')).toBe(0);
    expect(daysUntilClose(EXPIRES, '2027-03-18')).toBe(14);
    expect(daysUntilClose('2028-03-01', '2028-02-28')).toBe(3);
  });

  it('is due at 14, 7 and 1 days before, and the nearest owed one after a missed day', () => {
    const due = (today: string) => expiryReminderDue(EXPIRES, today);
    expect(due('2027-03-17')).toBeNull(); // 15 days left
    expect(due('2027-03-18')).toBe(14);
    expect(due('2027-03-20')).toBe(14); // 12 left: still the 14-day one (its key makes it once)
    expect(due('2027-03-25')).toBe(7);
    expect(due('2027-03-30')).toBe(7); // 2 left
    expect(due('2027-03-31')).toBe(1); // the last day
    expect(due('2027-04-01')).toBeNull(); // closed
    expect(due('2026-12-01')).toBeNull();
  });

  it('walks day by day and owes each reminder on exactly one run of days', () => {
    const seen: number[] = [];
    for (let day = 0; day < 40; day += 1) {
      const today = new Date(Date.UTC(2027, 2, 1 + day)).toISOString().slice(0, 10);
      const due = expiryReminderDue(EXPIRES, today);
      if (due !== null && seen.at(-1) !== due) seen.push(due);
    }
    expect(seen).toEqual([14, 7, 1]);
  });
});

describe('something left to download', () => {
  it('is true while a shown photo was never downloaded; a whole-gallery download counts for all', () => {
    expect(somethingLeftToDownload(['a', 'b'], { photoIds: ['a'], all: false })).toBe(true);
    expect(somethingLeftToDownload(['a', 'b'], { photoIds: ['b', 'a'], all: false })).toBe(false);
    expect(somethingLeftToDownload(['a', 'b'], { photoIds: [], all: true })).toBe(false);
    expect(somethingLeftToDownload([], { photoIds: [], all: false })).toBe(false);
  });

  it('is per person: only their own downloads count, and someone with no account yet has everything left', () => {
    const left = downloadsLeftByPerson(
      ['a', 'b'],
      [
        { userId: 'customer', photoId: null },
        { userId: 'aunt', photoId: 'a' },
      ],
    );
    expect(left('customer')).toBe(false);
    expect(left('aunt')).toBe(true);
    expect(left('uncle')).toBe(true);
    expect(left('')).toBe(true);
    expect(downloadsLeftByPerson(['a'], [{ userId: 'aunt', photoId: 'a' }])('aunt')).toBe(false);
    // Nothing they may download (a proofing gallery with nothing clean yet): nothing to remind of.
    expect(downloadsLeftByPerson([], [])('')).toBe(false);
  });
});

describe('the time left, as the gallery page says it', () => {
  it('says the days left, the last day, and nothing once closed', () => {
    expect(timeLeftLabel(EXPIRES, '2027-03-29')).toBe('3 days left to download');
    expect(timeLeftLabel(EXPIRES, '2027-03-31')).toBe('Last day to download');
    expect(timeLeftLabel(EXPIRES, '2027-04-01')).toBeNull();
  });
});
