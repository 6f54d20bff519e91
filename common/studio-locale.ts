// The studio's currency and time zone (settings/studio), which every price, date and "today" of
// the site and the emails follow. One studio has one currency and one calendar, so they are set
// once where the settings arrive, rather than handed to each of the many format calls:
// - the web app: the root layout, as soon as it has the settings (web/src/app/root-layout.tsx);
// - the functions: each email handler, from the document it has just read (functions/src/lib/studio.ts).
// Until then (a fresh database), prices are in US dollars and days are UTC's.

type StudioLocale = { currency: string; timeZone: string };

export const FALLBACK_STUDIO_LOCALE: StudioLocale = { currency: 'USD', timeZone: 'UTC' };

let current: StudioLocale = FALLBACK_STUDIO_LOCALE;

export const studioLocale = (): StudioLocale => current;

/** Sets the studio's currency and zone; returns whether they changed. */
export function setStudioLocale({ currency, timeZone }: StudioLocale): boolean {
  if (current.currency === currency && current.timeZone === timeZone) return false;
  current = { currency, timeZone };
  return true;
}
