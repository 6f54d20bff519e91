import { DEFAULT_POLICIES } from '@common/default-policies';
import { OWNER_EMAIL } from '@common/owner';
import type { AllSettings } from '@common/schemas/settings';
import { NO_SALES_TAX } from '@common/sales-tax';

/**
 * What the first-run setup starts from: the owner's address, the time zone of the browser they set
 * up in, a 30% deposit, the default policies and everything else to fill in.
 */
export function settingsTemplate(timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): AllSettings {
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
    depositPercent: 30,
    salesTax: NO_SALES_TAX,
    ...DEFAULT_POLICIES,
    bankDetails: '',
    upiId: '',
    paymentNote: 'Quote your booking reference with every payment.',
  };
}
