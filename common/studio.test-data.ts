import type { StudioSettingsInput } from './schemas/settings';
import { NO_SALES_TAX } from './sales-tax';

/** The studio every test level's fixtures speak for (settings/studio, as the owner saves it). */
export const TEST_STUDIO: StudioSettingsInput = {
  name: 'Style & Story',
  tagline: 'Photography & event styling',
  email: 'hello@styleandstory.studio',
  phone: '+1 (415) 555-0142',
  address: '218 Alder Lane, Studio 4, San Francisco, CA 94110',
  hours: 'Tue–Sat, 10:00–18:00',
  social: { instagram: 'https://instagram.com/styleandstory', facebook: '', pinterest: '', tiktok: '', youtube: '' },
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  depositPercent: 30,
  salesTax: NO_SALES_TAX,
};
