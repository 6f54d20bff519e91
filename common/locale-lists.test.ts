import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies';
import { FALLBACK_LOCALE, LOCALES, LOCALE_TAGS, weekStartOf } from './locales';
import { currencySchema, localeSchema, timeZoneSchema } from './schemas/settings';
import { TIME_ZONES } from './time-zones';

// The lists the settings schema and firestore.rules share (tests/rules/shared-limits-drift.test.ts
// compares the rules' copies): every entry one the app can format with, written as the schema asks.
const sorted = (list: readonly string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('the currencies, time zones and locales the settings accept', () => {
  it('CURRENCIES: sorted ISO 4217 codes that prices can be formatted in', () => {
    expect(CURRENCIES).toEqual(sorted(CURRENCIES));
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    expect(CURRENCIES).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'INR', 'JPY']));
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    const unknown = CURRENCIES.filter(
      (code) =>
        !/^[A-Z]{3}$/.test(code) ||
        names.of(code) === code ||
        !new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(1),
    );
    expect(unknown).toEqual([]);
    expect(CURRENCIES.filter((code) => !currencySchema.safeParse(code).success)).toEqual([]);
  });

  it('CURRENCIES: a code shaped like a currency is not one', () => {
    expect(['ZZZ', 'XAU', 'XXX', 'usd'].filter((code) => currencySchema.safeParse(code).success)).toEqual([]);
  });

  it('TIME_ZONES: sorted IANA names, canonical and old, that dates can be formatted in', () => {
    expect(TIME_ZONES).toEqual(sorted(TIME_ZONES));
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES).toEqual(expect.arrayContaining(['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'Europe/Kiev']));
    const unknown = TIME_ZONES.filter((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
    expect(TIME_ZONES.filter((zone) => !timeZoneSchema.safeParse(zone).success)).toEqual([]);
  });

  it('TIME_ZONES: a name shaped like a zone, or a zone in other letters, is not one', () => {
    expect(
      ['Mars/Olympus_Mons', 'Europe/Londonn', 'europe/london', 'Factory'].filter((zone) => timeZoneSchema.safeParse(zone).success),
    ).toEqual([]);
  });

  it('LOCALES: English in regions Intl writes dates for, each week starting where CLDR starts it', () => {
    expect(new Set(LOCALE_TAGS).size).toBe(LOCALE_TAGS.length);
    expect(LOCALE_TAGS).toEqual(expect.arrayContaining([FALLBACK_LOCALE, 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-NZ']));
    for (const { tag, region, weekStart } of LOCALES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([tag]), tag).toEqual([tag]);
      expect(new Intl.DisplayNames(['en'], { type: 'region' }).of(tag.slice(3)), tag).toBe(region);
      // Intl.Locale's week (Node 20 has the getter, later versions the method).
      const locale = new Intl.Locale(tag) as Intl.Locale & { weekInfo?: { firstDay: number }; getWeekInfo?: () => { firstDay: number } };
      const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
      expect(firstDay === 7 ? 'sunday' : firstDay === 1 ? 'monday' : firstDay, tag).toBe(weekStart);
      expect(weekStartOf(tag)).toBe(weekStart);
      expect(localeSchema.safeParse(tag).success).toBe(true);
    }
    expect(['en', 'en-us', 'en_GB', 'fr-FR'].filter((tag) => localeSchema.safeParse(tag).success)).toEqual([]);
  });
});
