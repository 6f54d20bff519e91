// The locales a studio may format in: how its dates and numbers are written ("June 12, 2027" or
// "12 June 2027", "5:30 PM" or "17:30"), as a BCP 47 tag. The site's words are English, so the
// list is English's regions. The settings schema and firestore.rules (isLocale) take these tags
// and no others (tests/rules/shared-limits-drift.test.ts compares the two lists), and the settings
// screen offers exactly these. This is the one file that names a locale: every format takes the
// studio's from its settings (common/studio-locale.ts, common/format.ts), and
// common/studio-neutral-code.test.ts fails on a locale written anywhere else.

export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** Each tag with its region's name and the first day of its week (CLDR's, as Intl.Locale reports it). */
export const LOCALES = [
  { tag: 'en-US', region: 'United States', weekStart: 'sunday' },
  { tag: 'en-GB', region: 'United Kingdom', weekStart: 'monday' },
  { tag: 'en-AU', region: 'Australia', weekStart: 'monday' },
  { tag: 'en-CA', region: 'Canada', weekStart: 'sunday' },
  { tag: 'en-IE', region: 'Ireland', weekStart: 'monday' },
  { tag: 'en-IN', region: 'India', weekStart: 'sunday' },
  { tag: 'en-NZ', region: 'New Zealand', weekStart: 'monday' },
  { tag: 'en-SG', region: 'Singapore', weekStart: 'sunday' },
  { tag: 'en-ZA', region: 'South Africa', weekStart: 'sunday' },
] as const satisfies readonly { tag: string; region: string; weekStart: WeekStart }[];

export type LocaleTag = (typeof LOCALES)[number]['tag'];
export const LOCALE_TAGS = LOCALES.map((locale) => locale.tag) as [LocaleTag, ...LocaleTag[]];

/** Until the owner saves the settings (and for settings saved before the locale was one). */
export const FALLBACK_LOCALE: LocaleTag = 'en-US';

/**
 * For formats read back as numbers and never shown (the parts of a moment in a zone,
 * common/days.ts; a currency's decimals): a fixed locale, so the studio's cannot change what they
 * read.
 */
export const PARSING_LOCALE = 'en-US';

export const isKnownLocale = (tag: string): tag is LocaleTag => (LOCALE_TAGS as readonly string[]).includes(tag);

/** The first day of the week where the locale is used: what the settings start from when the owner picks it. */
export const weekStartOf = (tag: string): WeekStart => LOCALES.find((locale) => locale.tag === tag)?.weekStart ?? 'monday';
