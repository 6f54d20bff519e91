import { DEFAULT_POLICIES } from '@common/default-policies';
import type { Policies, StudioSettings } from '@common/schemas/settings';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';

/** The studio the component tests render with (settings/studio, as the seed writes it). */
export function testStudio(overrides: Partial<StudioSettings> = {}): StudioSettings {
  return {
    ...DEMO_STUDIO_INPUT,
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
