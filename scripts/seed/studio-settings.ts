import { DEFAULT_POLICIES } from '@common/default-policies';
import {
  PAYMENT_SETTINGS_ID,
  POLICIES_SETTINGS_ID,
  STUDIO_SETTINGS_ID,
  type PaymentSettings,
  type Policies,
  type StudioSettings,
} from '@common/schemas';
import type { SeedDoc } from './types';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';

// The demo studio's settings, as the owner would save them in Admin → Settings (the first-run
// setup is for a database without them): the studio the tests speak for, with its social pages.
// Demo values: the phone, account and UPI id are not real.
const savedAt = new Date('2026-11-01T09:00:00Z');

export const STUDIO_SETTINGS: SeedDoc<StudioSettings>[] = [
  {
    id: STUDIO_SETTINGS_ID,
    data: {
      ...DEMO_STUDIO_INPUT,
      social: {
        instagram: 'https://www.instagram.com/styleandstory.studio',
        facebook: '',
        pinterest: 'https://www.pinterest.com/styleandstory',
        tiktok: '',
        youtube: '',
      },
      updatedAt: savedAt,
    },
  },
];

/** The demo studio, for the seeded content that names it (posts, FAQs). */
export const DEMO_STUDIO = STUDIO_SETTINGS[0].data;

export const POLICIES: SeedDoc<Policies>[] = [
  {
    id: POLICIES_SETTINGS_ID,
    data: {
      ...DEFAULT_POLICIES,
      privacyUpdatedOn: '2026-11-01',
      termsUpdatedOn: '2026-11-01',
      paymentUpdatedOn: '2026-11-01',
      updatedAt: savedAt,
    },
  },
];

export const PAYMENT_SETTINGS: SeedDoc<PaymentSettings>[] = [
  {
    id: PAYMENT_SETTINGS_ID,
    data: {
      bankDetails: 'Account name: Style & Story LLC\nBank: First Bay Bank, San Francisco\nAccount: 000123456789\nRouting (ACH): 121000358',
      upiId: 'styleandstory@firstbay',
      paymentNote: 'Quote your booking or order reference with every payment, so we can match it the same day.',
      updatedAt: savedAt,
    },
  },
];
