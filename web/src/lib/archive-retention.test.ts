// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { archiveYearsInWords } from '@common/archive-retention';
import { DEFAULT_POLICIES } from '@common/default-policies';
import { testPolicies, testStudio } from '@/testing/studio';
import { archiveRetentionYearsFor } from '../../../scripts/lib/archive-retention.mts';
import { ARCHIVE_RETENTION_YEARS } from './archive-retention';
import { policyDocument } from './policy-documents';

// The build bakes the functions' ARCHIVE_RETENTION_YEARS (functions/.env) into the app: the privacy
// policy the site prerenders and serves states the years the archive keeps (issue 38).

describe('the archive’s years in the web build', () => {
  it('are the deploy setting, and the privacy policy says them', () => {
    expect(ARCHIVE_RETENTION_YEARS).toBe(archiveRetentionYearsFor(undefined));
    const privacy = policyDocument('privacy', testPolicies({ privacy: DEFAULT_POLICIES.privacy }), testStudio());
    const text = [privacy.lead, ...privacy.sections.map((s) => s.markdown)].join('\n');
    expect(text).toContain(`an archive copy of your final images for ${archiveYearsInWords(ARCHIVE_RETENTION_YEARS)}.`);
    expect(text).not.toContain('{archiveYears}');
  });
});
