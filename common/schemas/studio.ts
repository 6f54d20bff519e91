import { z } from 'zod';
import { STUDIO } from '../studio';
import { LIMITS, dateSchema, isoDateSchema, optionalText, phoneSchema, shortText } from './common';

// The studio's calendar and settings: public reads (dates and payment instructions only, nothing
// about any customer), owner writes.

/**
 * A day the studio has committed: to a confirmed booking (written in the same transaction as the
 * confirmation, removed when it is cancelled) or blocked by the owner (holiday, travel). The
 * document id is the day, so a day can be taken once.
 */
export const CALENDAR_DAY_KINDS = ['booking', 'blocked'] as const;
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  kind: z.enum(CALENDAR_DAY_KINDS),
  /** The confirmed booking holding the day; null when blocked. */
  bookingId: z.string().min(1).max(128).nullable(),
  createdAt: dateSchema,
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** The one settings document (settings/studio): what pages and emails tell customers about paying. */
export const STUDIO_SETTINGS_ID = 'studio';
export const studioSettingsInputSchema = z.object({
  address: shortText(300),
  hours: shortText(LIMITS.name),
  phone: phoneSchema,
  /** Account name, bank, account and routing numbers: shown to customers who pay by transfer. */
  bankDetails: optionalText(1000),
  upiId: optionalText(LIMITS.name),
  /** A line for every "how to pay" section, e.g. what to quote as the reference. */
  paymentNote: optionalText(500),
});
export type StudioSettingsInput = z.infer<typeof studioSettingsInputSchema>;
export const studioSettingsSchema = studioSettingsInputSchema.extend({ updatedAt: dateSchema });
export type StudioSettings = z.infer<typeof studioSettingsSchema>;

/** What pages and emails say until the owner first saves the settings. */
export const DEFAULT_STUDIO_SETTINGS: StudioSettingsInput = {
  address: STUDIO.address,
  hours: STUDIO.hours,
  phone: STUDIO.phone,
  bankDetails: '',
  upiId: '',
  paymentNote: 'Quote your booking reference with every payment.',
};
