import { FALLBACK_LOCALE, weekStartOf, type LocaleTag, type WeekStart } from './locales';

// The studio's currency, time zone and locale (settings/studio), which every price, date and
// "today" of the site and the emails follow. One studio has one currency, one calendar and one way
// of writing dates, so they are set once where the settings arrive, rather than handed to each of
// the many format calls:
// - the web app: the root layout, as soon as it has the settings (web/src/app/studio-provider.tsx);
// - the functions: each email handler, from the document it has just read (functions/src/lib/studio.ts).
// Until then (a fresh database), prices are in US dollars, days are UTC's, written as the fallback
// locale writes them.

type StudioLocale = { currency: string; timeZone: string; locale: LocaleTag; weekStart: WeekStart };

export const FALLBACK_STUDIO_LOCALE: StudioLocale = {
  currency: 'USD',
  timeZone: 'UTC',
  locale: FALLBACK_LOCALE,
  weekStart: weekStartOf(FALLBACK_LOCALE),
};

let current: StudioLocale = FALLBACK_STUDIO_LOCALE;

export const studioLocale = (): StudioLocale => current;

/**
 * Sets the studio's currency, zone and locale; returns whether they changed. Without a locale (an
 * older caller, a test about the zone), the fallback's, and its week start when none is given.
 */
export function setStudioLocale({
  currency,
  timeZone,
  locale = FALLBACK_LOCALE,
  weekStart = weekStartOf(locale),
}: Pick<StudioLocale, 'currency' | 'timeZone'> & Partial<StudioLocale>): boolean {
  const next = { currency, timeZone, locale, weekStart };
  if ((Object.keys(next) as (keyof StudioLocale)[]).every((key) => current[key] === next[key])) return false;
  current = next;
  return true;
}
