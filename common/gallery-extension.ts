import { addUtcDays } from './days';
import type { GalleryExtensionSettings } from './schemas/gallery-extension';

// Paid extensions of a gallery's downloads (issue 38, docs/galleries.md "Extensions"): when one is
// offered, and the day downloads reopen to. Pure and clock-free: the functions pass the studio's
// today (common/days.ts dayIn in its zone), the tests any day. A gallery's `expiresOn` is the last
// studio day its downloads are open (common/gallery-expiry.ts).

interface ExtensionGallery {
  status: string;
  downloads: { enabled: boolean };
  expiresOn: string | null;
}

/**
 * Why an extension cannot be bought now, in the customer's words; null when it can: the studio
 * offers one, and the gallery's downloads are on and closed by their date (an open gallery has
 * nothing to extend yet; one with downloads off or no date is the studio's to reopen).
 */
export function extensionRefusal(
  gallery: ExtensionGallery,
  settings: Pick<GalleryExtensionSettings, 'enabled'> | null,
  today: string,
): string | null {
  if (!settings?.enabled) return 'The studio does not offer extensions: ask it to reopen the downloads.';
  if (gallery.status !== 'published' || !gallery.downloads.enabled || gallery.expiresOn === null)
    return 'The downloads of this gallery are not closed by a date: there is nothing to extend.';
  if (today <= gallery.expiresOn) return 'The downloads of this gallery are still open: an extension can be bought once they close.';
  return null;
}

/**
 * The new last day of downloads once an extension of `days` is paid: `days` after the later of the
 * studio's today and the old last day. A gallery closed yesterday reopens today for `days` more; one
 * the owner reopened meanwhile keeps its days and gets these on top.
 */
export const extendedUntil = (expiresOn: string, today: string, days: number) => addUtcDays(expiresOn > today ? expiresOn : today, days);

/** The offer as the gallery page shows it: "Extend downloads for 30 days". */
export const extensionLabel = (days: number) => `Extend downloads for ${days} day${days === 1 ? '' : 's'}`;

/** The query a return from an extension's Checkout adds (`?checkout=paid&for=extension`), so the page thanks for the right thing. */
export const EXTENSION_RETURN = { param: 'for', value: 'extension' } as const;
