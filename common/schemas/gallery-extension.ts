import { z } from 'zod';
import { LIMITS, dateSchema } from './common';

// Paid extensions of a gallery's downloads (issue 38, docs/galleries.md "Extensions"):
// settings/galleryExtension, a document of its own (public like every settings document, written by
// the owner). When on, a customer whose gallery's downloads have closed by date can buy `days` more
// for `price` through Stripe Checkout; the webhook reopens them (common/gallery-extension.ts).
// Never saved: no extension is offered (the reopen request stays, as before).

export const GALLERY_EXTENSION_SETTINGS_ID = 'galleryExtension';

/** The longest extension one purchase buys (a year); the rules repeat it. */
export const EXTENSION_DAYS_MAX = 365;

export const galleryExtensionSettingsSchema = z.object({
  enabled: z.boolean(),
  /** In the studio's currency, whole units as every price here; at least 1 (a free extension is the owner's reopen). */
  price: z.number({ error: 'Set the price of an extension.' }).int().min(1, 'An extension costs at least 1.').max(LIMITS.maxPrice),
  /** How many days one purchase reopens downloads for. */
  days: z
    .number({ error: 'Set how many days an extension lasts.' })
    .int()
    .min(1, 'At least 1 day.')
    .max(EXTENSION_DAYS_MAX, `At most ${EXTENSION_DAYS_MAX} days.`),
  updatedAt: dateSchema,
});
export type GalleryExtensionSettings = z.infer<typeof galleryExtensionSettingsSchema>;

/** A studio that never saved the settings: no extension offered. */
export const GALLERY_EXTENSION_OFF: Omit<GalleryExtensionSettings, 'updatedAt'> = { enabled: false, price: 25, days: 30 };
