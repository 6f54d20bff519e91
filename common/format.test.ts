import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Emails are made on a server whose zone is anyone's guess (UTC in the cloud, the developer's own
// under the emulator), and the site in each visitor's zone. So this file runs far from UTC
// (UTC+14), set before the module makes its formatters.
const previousZone = process.env.TZ;
let format: typeof import('./format.js');

beforeAll(async () => {
  process.env.TZ = 'Pacific/Kiritimati';
  format = await import('./format.js');
});

afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('shared formats', () => {
  it('prices in whole dollars', () => {
    expect(format.formatPrice(1850)).toBe('$1,850');
    expect(format.formatPrice(720)).toBe('$720');
  });

  it('an event day is that day in any zone', () => {
    expect(format.formatIsoDay('2027-06-12')).toBe('June 12, 2027');
    expect(format.formatIsoDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('a moment: the visitor’s day on the site, the UTC day in emails', () => {
    const lastSecond = new Date('2027-01-21T23:59:59Z');
    expect(format.formatDate(lastSecond)).toBe('January 22, 2027');
    expect(format.formatUtcDate(lastSecond)).toBe('January 21, 2027');
  });

  it('a moment to the minute, in UTC', () => {
    expect(format.formatUtcMinute(new Date('2026-11-22T09:30:59.999Z'))).toBe('2026-11-22 09:30 UTC');
  });
});

describe('formatBytes', () => {
  it('says kB below a megabyte and MB above, in the units the upload limit is stated in', () => {
    expect(format.formatBytes(300)).toBe('1 kB');
    expect(format.formatBytes(466_944)).toBe('456 kB');
    expect(format.formatBytes(40 * 1024 * 1024)).toBe('40 MB');
    expect(format.formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
