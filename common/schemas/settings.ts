import { z } from 'zod';
import { isKnownCurrency } from '../currencies';
import { isCalendarDay } from '../days';
import { FALLBACK_LOCALE, LOCALE_TAGS, WEEK_STARTS, weekStartOf } from '../locales';
import { NO_SALES_TAX, salesTaxSchema } from '../sales-tax';
import { isKnownTimeZone } from '../time-zones';
import {
  LIMITS,
  dateSchema,
  emailSchema,
  imageRefSchema,
  isoDateSchema,
  optionalText,
  phoneSchema,
  shortText,
  webAddressSchema,
} from './common';

// The studio's settings, edited by the owner in Admin → Settings (and at the first run):
// - settings/studio: who the studio is and how it works (public: every page, email and the rules);
// - settings/policies: the policy texts in Markdown (public, read by the policy pages only, so the
//   footer of every page does not carry them);
// - ownerSettings/payment: the bank details for transfers (owner only; the functions put them in
//   the emails of the customer who has to pay).

export { PAYMENT_SETTINGS_ID, POLICIES_SETTINGS_ID, SOCIAL_LABELS, SOCIAL_NETWORKS, STUDIO_SETTINGS_ID } from '../settings-keys';
/**
 * A three-letter currency code of the list the app prices in (common/currencies.ts; the rules take the same).
 * @internal Exported for its tests only.
 */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. USD')
  .refine(isKnownCurrency, 'Not a currency code we know');

/**
 * An IANA time zone name, e.g. America/Los_Angeles; `UTC` too (common/time-zones.ts; the rules take the same).
 */
export const timeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+/-]*$/, 'Use a time zone name such as Europe/London')
  .refine(isKnownTimeZone, 'Not a time zone we know');

/**
 * How dates and numbers are written: a tag of the list the app formats in (common/locales.ts; the rules take the same).
 * @internal Exported for its tests only.
 */
export const localeSchema = z.enum(LOCALE_TAGS, { error: 'Choose a locale from the list' });
const weekStartSchema = z.enum(WEEK_STARTS, { error: 'Choose Monday or Sunday' });

// Pasted links often carry a stray space: trimmed, then the one web-address pattern (the rules
// trim the same way).
const optionalUrl = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), webAddressSchema]));

/** The social networks the footer and structured data link to; empty ones are left out. */
const socialLinksSchema = z.strictObject({
  instagram: optionalUrl,
  facebook: optionalUrl,
  pinterest: optionalUrl,
  tiktok: optionalUrl,
  youtube: optionalUrl,
});

export const DEFAULT_BALANCE_DUE_DAYS = 7;
const LATE_FEE_KINDS = ['fixed', 'percent'] as const;

/** `value` is whole currency units (fixed) or a percentage of what is overdue; it applies `afterDays` past the due date. */
const lateFeeSchema = z
  .strictObject({
    enabled: z.boolean(),
    kind: z.enum(LATE_FEE_KINDS),
    value: z.number().int().min(0).max(LIMITS.maxPrice),
    afterDays: z.number().int().min(1).max(90),
  })
  .refine((fee) => !fee.enabled || fee.value >= 1, { path: ['value'], message: 'Enter the fee, at least 1' })
  .refine((fee) => fee.kind !== 'percent' || fee.value <= 100, { path: ['value'], message: 'A percentage is at most 100' });
export type LateFee = z.infer<typeof lateFeeSchema>;
export const NO_LATE_FEE: LateFee = { enabled: false, kind: 'fixed', value: 0, afterDays: 7 };

export const studioSettingsInputSchema = z.object({
  name: shortText(LIMITS.name),
  /** A short line under the name (emails, the home page). */
  tagline: optionalText(LIMITS.name),
  /** Where customers write; the Reply-To of every customer email. */
  email: emailSchema,
  phone: phoneSchema,
  address: shortText(300),
  hours: shortText(LIMITS.name),
  social: socialLinksSchema,
  currency: currencySchema,
  /** The studio's calendar: "today", event days, the emails' dates (common/studio-locale.ts). */
  timeZone: timeZoneSchema,
  /**
   * Where the studio works, as the copy names it ("Manchester and the North West"): the pages'
   * descriptions, the delivery choice, the about story. Empty says nothing of a place. Added later,
   * as are the two below: settings saved before them read as none, and as the fallback locale.
   */
  areaServed: optionalText(LIMITS.name).default(''),
  /** How every date and number is written, on the site and in the emails (common/format.ts). */
  locale: localeSchema.default(FALLBACK_LOCALE),
  /** The first column of the calendars; the settings screen starts it from the locale's. */
  weekStart: weekStartSchema.default(weekStartOf(FALLBACK_LOCALE)),
  /** The deposit on a catalogue package, in percent of its price; firestore.rules reads it. */
  depositPercent: z.number().int().min(0).max(100),
  /** Sales tax on the studio's prices (common/sales-tax.ts); settings saved before it have none. */
  salesTax: salesTaxSchema.default(NO_SALES_TAX),
  /** How many days before the event the balance falls due (common/payment-schedule.ts). Added later: a default for older documents. */
  balanceDueDays: z.number().int().min(0).max(365).default(DEFAULT_BALANCE_DUE_DAYS),
  /** A fee for late payment: none unless the owner turns it on; the payment policy states it then. */
  lateFee: lateFeeSchema.default(NO_LATE_FEE),
  /** The home page's photograph (and the default link-preview image); the studio's drawing without it. */
  heroImage: imageRefSchema.optional(),
});
export type StudioSettingsInput = z.infer<typeof studioSettingsInputSchema>;
export const studioSettingsSchema = studioSettingsInputSchema.extend({ updatedAt: dateSchema });
export type StudioSettings = z.infer<typeof studioSettingsSchema>;

export const POLICY_KINDS = ['privacy', 'terms', 'payment'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
const POLICY_MAX_LENGTH = 20_000;
const policyText = shortText(POLICY_MAX_LENGTH);

/** The three policy texts as the owner writes them (Markdown; see common/policy-text.ts). */
const policyTextsSchema = z.object({ privacy: policyText, terms: policyText, payment: policyText });
export type PolicyTexts = z.infer<typeof policyTextsSchema>;
const updatedOn = isoDateSchema.refine(isCalendarDay, 'Not a day of the calendar');
/** As stored: each text with the day it last changed (the page's "Last updated"). */
export const policiesSchema = policyTextsSchema.extend({
  privacyUpdatedOn: updatedOn,
  termsUpdatedOn: updatedOn,
  paymentUpdatedOn: updatedOn,
  updatedAt: dateSchema,
});
export type Policies = z.infer<typeof policiesSchema>;

/** How customers pay by transfer: the owner's eyes only, and the emails of the customer paying. */
export const paymentSettingsInputSchema = z.object({
  /** Account name, bank, account and routing numbers. */
  bankDetails: optionalText(1000),
  upiId: optionalText(LIMITS.name),
  /** A line for every "how to pay" section, e.g. what to quote as the reference. */
  paymentNote: optionalText(500),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;
export const paymentSettingsSchema = paymentSettingsInputSchema.extend({ updatedAt: dateSchema });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** Until the owner first saves the payment details, the emails offer to send them on request. */
export const NO_PAYMENT_SETTINGS: PaymentSettingsInput = { bankDetails: '', upiId: '', paymentNote: '' };

// The form's image field holds an empty image (no address) when nothing is chosen: that is "no
// photograph", stored as no field at all, so the home page shows the drawing.
const isEmptyImage = (value: unknown) =>
  typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string' && value.src.trim() === '';
const heroImageFormSchema = z.preprocess((value) => (isEmptyImage(value) ? undefined : value), imageRefSchema.optional());

/** Everything the Settings screen and the first-run setup edit, in one form. */
export const allSettingsSchema = studioSettingsInputSchema
  .extend({ heroImage: heroImageFormSchema })
  .extend(policyTextsSchema.shape)
  .extend(paymentSettingsInputSchema.shape);
export type AllSettings = z.infer<typeof allSettingsSchema>;
