import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import {
  DEFAULT_BALANCE_DUE_DAYS,
  NO_LATE_FEE,
  NO_PAYMENT_SETTINGS,
  PAYMENT_SETTINGS_ID,
  STUDIO_SETTINGS_ID,
  paymentSettingsInputSchema,
  studioSettingsInputSchema,
  type PaymentSettingsInput,
  type StudioSettingsInput,
} from '../../../common/schemas/settings';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from '../../../common/studio-locale';
import type { Logger } from './logger';
import { NO_SALES_TAX } from '../../../common/sales-tax';

/** What the emails say about the studio (settings/studio) and how to pay it (ownerSettings/payment). */
export interface StudioRecord {
  studio: StudioSettingsInput;
  payment: PaymentSettingsInput;
}

/**
 * Until the owner saves the settings (a fresh deploy), emails still go out: signed with the
 * sender's name and address, without contact lines, prices in the fallback currency.
 * @internal Exported for its tests only.
 */
export function fallbackStudio(mailFrom: string): StudioSettingsInput {
  const { name, address } = parseSender(mailFrom);
  return {
    name: name || address,
    tagline: '',
    email: address,
    phone: '',
    address: '',
    hours: '',
    social: { instagram: '', facebook: '', pinterest: '', tiktok: '', youtube: '' },
    areaServed: '',
    ...FALLBACK_STUDIO_LOCALE,
    depositPercent: 0,
    salesTax: NO_SALES_TAX,
    balanceDueDays: DEFAULT_BALANCE_DUE_DAYS,
    lateFee: NO_LATE_FEE,
  };
}

/** "Style & Story <hello@styleandstory.studio>" → its name and address. */
export function parseSender(mailFrom: string): { name: string; address: string } {
  const match = mailFrom.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: '', address: mailFrom.trim() };
}

/**
 * Reads the studio's settings, and sets the currency, time zone and locale every format of the email
 * uses (common/studio-locale.ts). A missing or unreadable document falls back, with a warning:
 * an email with fewer details beats no email.
 */
export async function readStudio(db: Firestore, logger: Logger, mailFrom: string): Promise<StudioRecord> {
  const read = async <T>(collection: string, id: string, parse: (data: unknown) => { success: true; data: T } | { success: false }) => {
    try {
      const snapshot = await db.collection(collection).doc(id).get();
      const parsed = parse(snapshot.data());
      if (parsed.success) return parsed.data;
      if (snapshot.exists) logger.warn('Studio settings are invalid: using the fallback', { document: `${collection}/${id}` });
    } catch (error) {
      logger.warn('Studio settings could not be read: using the fallback', { document: `${collection}/${id}`, error: String(error) });
    }
    return null;
  };
  const [studio, payment] = await Promise.all([
    read(COLLECTIONS.settings, STUDIO_SETTINGS_ID, (data) => studioSettingsInputSchema.safeParse(data)),
    read(COLLECTIONS.ownerSettings, PAYMENT_SETTINGS_ID, (data) => paymentSettingsInputSchema.safeParse(data)),
  ]);
  const record = { studio: studio ?? fallbackStudio(mailFrom), payment: payment ?? NO_PAYMENT_SETTINGS };
  setStudioLocale(record.studio);
  return record;
}
