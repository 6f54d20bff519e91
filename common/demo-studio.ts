import { NO_SALES_TAX } from './sales-tax';
import { DEFAULT_BALANCE_DUE_DAYS, NO_LATE_FEE, type StudioSettingsInput } from './schemas/settings';

/** The demo studio (settings/studio, as the owner saves it): what the seed stores and every test level's fixtures speak for. */
export const DEMO_STUDIO_INPUT: StudioSettingsInput = {
  name: 'Style & Story',
  tagline: 'Photography & event styling',
  email: 'hello@styleandstory.studio',
  phone: '+1 (415) 555-0142',
  address: '218 Alder Lane, Studio 4, San Francisco, CA 94110',
  hours: 'Tue–Sat, 10:00–18:00',
  social: { instagram: 'https://instagram.com/styleandstory', facebook: '', pinterest: '', tiktok: '', youtube: '' },
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  areaServed: 'San Francisco and the Bay Area',
  locale: 'en-US',
  weekStart: 'sunday',
  depositPercent: 30,
  salesTax: NO_SALES_TAX,
  balanceDueDays: DEFAULT_BALANCE_DUE_DAYS,
  lateFee: NO_LATE_FEE,
};
