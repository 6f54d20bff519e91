import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from './studio-locale';

// Emails are made on a server whose zone is anyone's guess (UTC in the cloud, the developer's own
// under the emulator), and the site in each visitor's zone: neither may move a figure. So this file
// runs far from UTC (UTC+14), set before the module makes its formatters, and the studio is elsewhere.
const previousZone = process.env.TZ;
let format: typeof import('./format.js');

beforeAll(async () => {
  process.env.TZ = 'Pacific/Kiritimati';
  format = await import('./format.js');
});

afterEach(() => setStudioLocale(FALLBACK_STUDIO_LOCALE));

afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('shared formats', () => {
  it('prices in whole units of the studio’s currency', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles' });
    expect(format.formatPrice(1850)).toBe('$1,850');
    expect(format.formatPrice(720)).toBe('$720');
    setStudioLocale({ currency: 'INR', timeZone: 'Asia/Kolkata' });
    expect(format.formatPrice(185000)).toBe('₹185,000');
    setStudioLocale({ currency: 'EUR', timeZone: 'Europe/Paris' });
    expect(format.formatPrice(720)).toBe('€720');
  });

  it('an event day is that day in any zone, the studio’s included', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      setStudioLocale({ currency: 'USD', timeZone });
      expect(format.formatIsoDay('2027-06-12')).toBe('June 12, 2027');
      expect(format.formatIsoDay('2027-01-01')).toBe('January 1, 2027');
    }
  });

  it('a moment: its day on the studio’s calendar, not the machine’s', () => {
    const lastSecondUtc = new Date('2027-01-21T23:59:59Z');
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles' });
    expect(format.formatDate(lastSecondUtc)).toBe('January 21, 2027');
    expect(format.formatDateTime(lastSecondUtc)).toBe('Jan 21, 2027, 3:59 PM');
    setStudioLocale({ currency: 'USD', timeZone: 'Asia/Kolkata' });
    expect(format.formatDate(lastSecondUtc)).toBe('January 22, 2027');
  });

  it('a moment to the minute names the studio’s zone', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles' });
    expect(format.formatDateTimeWithZone(new Date('2026-11-22T09:30:59.999Z'))).toBe('Nov 22, 2026, 1:30 AM PST');
    setStudioLocale(FALLBACK_STUDIO_LOCALE);
    expect(format.formatDateTimeWithZone(new Date('2026-11-22T09:30:59.999Z'))).toBe('Nov 22, 2026, 9:30 AM UTC');
  });
});

describe('in the studio’s locale', () => {
  const moment = new Date('2027-01-21T17:05:00Z');

  it('a studio in Manchester: pounds, days before months, the 24-hour clock, weeks from Monday', () => {
    setStudioLocale({ currency: 'GBP', timeZone: 'Europe/London', locale: 'en-GB' });
    expect(format.formatPrice(1850)).toBe('£1,850');
    expect(format.formatCents(81.5)).toBe('£81.50');
    expect(format.currencySign()).toBe('£');
    expect(format.formatDate(moment)).toBe('21 January 2027');
    expect(format.formatShortDate(moment)).toBe('21 Jan');
    expect(format.formatDateTime(moment)).toBe('21 Jan 2027, 17:05');
    expect(format.formatDateTimeWithZone(moment)).toBe('21 Jan 2027, 17:05 GMT');
    expect(format.formatIsoDay('2027-06-12')).toBe('12 June 2027');
    expect(format.formatIsoDayShort('2027-06-12')).toBe('Sat, 12 Jun 2027');
    expect(format.formatMonth('2027-06')).toBe('June 2027');
    expect(format.formatRelative(-1, 'day')).toBe('yesterday');
    expect(format.weekdayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('the same moments in San Francisco: dollars, months first, the 12-hour clock, weeks from Sunday', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles', locale: 'en-US' });
    expect(format.formatPrice(1850)).toBe('$1,850');
    expect(format.currencySign()).toBe('$');
    expect(format.formatDate(moment)).toBe('January 21, 2027');
    expect(format.formatShortDate(moment)).toBe('Jan 21');
    expect(format.formatDateTime(moment)).toBe('Jan 21, 2027, 9:05 AM');
    expect(format.formatIsoDayShort('2027-06-12')).toBe('Sat, Jun 12, 2027');
    expect(format.weekdayNames()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('the week start the owner chose, whatever the locale', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/New_York', locale: 'en-US', weekStart: 'monday' });
    expect(format.weekdayNames()[0]).toBe('Mon');
  });

  it('a locale with its own grouping: rupees in lakhs', () => {
    setStudioLocale({ currency: 'INR', timeZone: 'Asia/Kolkata', locale: 'en-IN' });
    expect(format.formatPrice(185000)).toBe('₹1,85,000');
  });

  it('each locale of the settings list, as the settings screen shows it', () => {
    expect(format.formatLocaleSample('en-GB', 'GBP')).toBe('12 June 2027, 17:30 · £1,850');
    expect(format.formatLocaleSample('en-US', 'USD')).toBe('June 12, 2027, 5:30 PM · $1,850');
  });
});

describe('formatBytes', () => {
  it('says kB below a megabyte, MB above and GB from half a gigabyte, in the units the upload limit is stated in', () => {
    expect(format.formatBytes(300)).toBe('1 kB');
    expect(format.formatBytes(466_944)).toBe('456 kB');
    expect(format.formatBytes(40 * 1024 * 1024)).toBe('40 MB');
    expect(format.formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(format.formatBytes(0.9 * 1024 ** 3)).toBe('0.9 GB');
    expect(format.formatBytes(2.5 * 1024 ** 3)).toBe('2.5 GB');
  });
});
