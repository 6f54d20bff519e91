import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '../default-policies';
import { fillPolicy, type PolicyFacts } from '../policy-text';
import { repositoryRoot } from '../repository.test-support';
import { ARCHIVE_RETENTION_YEARS, archiveRetainUntil, archiveYearsInWords } from '../archive-retention';
import { archiveRecordId } from './archive';

// One number for the archive's promise: the privacy policy's words, the records' retainUntil and
// the deploy guide's retention rule all come from ARCHIVE_RETENTION_YEARS.

const facts = {
  name: 'Studio',
  email: 'a@b.c',
  phone: '1',
  address: 'x',
  hours: 'y',
  areaServed: '',
  depositPercent: 30,
  currency: 'USD',
  balanceDueDays: 14,
  lateFee: null,
} as unknown as PolicyFacts;

describe('the archive’s retention', () => {
  it('is what the privacy policy promises, in words', () => {
    expect(archiveYearsInWords(5)).toBe('five years');
    expect(archiveYearsInWords(1)).toBe('one year');
    expect(archiveYearsInWords(12)).toBe('12 years');
    expect(DEFAULT_POLICIES.privacy).toContain('{archiveYears}');
    expect(fillPolicy(DEFAULT_POLICIES.privacy, facts)).toContain(
      `we keep an archive copy of your final images for ${archiveYearsInWords(ARCHIVE_RETENTION_YEARS)}.`,
    );
  });

  it('is the retention the deploy guide sets on the archive bucket', () => {
    const guide = readFileSync(join(repositoryRoot(), 'docs', 'deploy.md'), 'utf8');
    expect(guide).toContain(`--retention-period=${ARCHIVE_RETENTION_YEARS}y`);
    expect(guide).toContain('ARCHIVE_BUCKET');
  });

  it('keeps each copy that many years from the day it was archived', () => {
    expect(archiveRetainUntil(new Date('2026-02-28T10:00:00Z')).toISOString()).toBe(
      `${2026 + ARCHIVE_RETENTION_YEARS}-02-28T10:00:00.000Z`,
    );
  });

  it('names a record by what it archives', () => {
    expect(archiveRecordId('gallery', 'p1', 'g1')).toBe('gallery_g1_p1');
    expect(archiveRecordId('media', 'm1')).toBe('media_m1');
  });
});
