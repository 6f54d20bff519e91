import { DEFAULT_POLICIES } from '@common/default-policies';
import type { Policies, StudioSettings } from '@common/schemas/settings';

/** The studio the component tests render with (settings/studio, as the seed writes it). */
export function testStudio(overrides: Partial<StudioSettings> = {}): StudioSettings {
  return {
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
    updatedAt: new Date('2026-11-01T09:00:00Z'),
    ...overrides,
  };
}

/** settings/policies as the seed writes it: the default texts. */
export function testPolicies(overrides: Partial<Policies> = {}): Policies {
  return {
    ...DEFAULT_POLICIES,
    privacyUpdatedOn: '2026-11-01',
    termsUpdatedOn: '2026-11-01',
    paymentUpdatedOn: '2026-11-01',
    updatedAt: new Date('2026-11-01T09:00:00Z'),
    ...overrides,
  };
}
