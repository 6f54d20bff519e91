import { DEFAULT_POLICIES } from '@common/default-policies';
import { OWNER_EMAIL } from '@common/owner';
import { NO_SALES_TAX } from '@common/sales-tax';
import { DEFAULT_BALANCE_DUE_DAYS, NO_LATE_FEE, type AllSettings } from '@common/schemas/settings';
import { FALLBACK_LOCALE, isKnownLocale, weekStartOf } from '@common/locales';
import { isKnownTimeZone } from '@common/time-zones';

/**
 * What the first-run setup starts from: the owner's address, the time zone and language of the
 * browser they set up in, a 30% deposit, the default policies and everything else to fill in.
 */
export function settingsTemplate(
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  browserLanguage = globalThis.navigator?.language ?? '',
): AllSettings {
  // A zone the settings would refuse (common/time-zones.ts) starts as UTC, for the owner to choose;
  // a language not on the list (common/locales.ts) as the fallback locale.
  const timeZone = isKnownTimeZone(browserZone) ? browserZone : 'UTC';
  const locale = isKnownLocale(browserLanguage) ? browserLanguage : FALLBACK_LOCALE;
  return {
    name: '',
    tagline: '',
    email: OWNER_EMAIL,
    phone: '',
    address: '',
    hours: '',
    social: { instagram: '', facebook: '', pinterest: '', tiktok: '', youtube: '' },
    currency: 'USD',
    timeZone,
    areaServed: '',
    locale,
    weekStart: weekStartOf(locale),
    depositPercent: 30,
    salesTax: NO_SALES_TAX,
    balanceDueDays: DEFAULT_BALANCE_DUE_DAYS,
    lateFee: NO_LATE_FEE,
    ...DEFAULT_POLICIES,
    bankDetails: '',
    upiId: '',
    paymentNote: 'Quote your booking reference with every payment.',
  };
}
