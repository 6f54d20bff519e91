import { DEFAULT_STUDIO_SETTINGS, STUDIO_SETTINGS_ID, type StudioSettingsInput } from '@common/schemas';
import type { SeedDoc } from './types';

// What customers are told about paying until the owner edits it (admin: Bookings → Studio settings).
// Demo values: the account and UPI id below are not real.
export const STUDIO_SETTINGS: SeedDoc<StudioSettingsInput & { updatedAt: Date }>[] = [
  {
    id: STUDIO_SETTINGS_ID,
    data: {
      ...DEFAULT_STUDIO_SETTINGS,
      bankDetails: 'Account name: Style & Story LLC\nBank: First Bay Bank, San Francisco\nAccount: 000123456789\nRouting (ACH): 121000358',
      upiId: 'styleandstory@firstbay',
      paymentNote: 'Quote your booking or order reference with every payment, so we can match it the same day.',
      updatedAt: new Date('2026-11-01T09:00:00Z'),
    },
  },
];
