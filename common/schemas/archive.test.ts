import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '../default-policies';
import { fillPolicy, type PolicyFacts } from '../policy-text';
import { archiveRetainUntil, archiveYearsInWords, parseRetentionYears } from '../archive-retention';
import { archiveRecordId } from './archive';

// The archive's promise in words and days, from the years the deploy sets (ARCHIVE_RETENTION_YEARS;
// that every place uses the same value is tests/deploy/archive-retention.test.ts's).

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
    expect(fillPolicy(DEFAULT_POLICIES.privacy, facts, { archiveYears: 7 })).toContain(
      'we keep an archive copy of your final images for seven years.',
    );
  });

  it('is a whole number of years the setting states, or a refusal that says where to set it', () => {
    expect(parseRetentionYears('5')).toBe(5);
    expect(parseRetentionYears(' 10 ')).toBe(10);
    expect(parseRetentionYears(3)).toBe(3);
    for (const bad of [undefined, '', '0', '2.5', 'five', '101', -1])
      expect(() => parseRetentionYears(bad), String(bad)).toThrow(/ARCHIVE_RETENTION_YEARS must be a whole number .*functions\/\.env/);
  });

  it('keeps each copy that many years from the day it was archived', () => {
    expect(archiveRetainUntil(new Date('2026-02-28T10:00:00Z'), 5).toISOString()).toBe('2031-02-28T10:00:00.000Z');
  });

  it('names a record by what it archives', () => {
    expect(archiveRecordId('gallery', 'p1', 'g1')).toBe('gallery_g1_p1');
    expect(archiveRecordId('media', 'm1')).toBe('media_m1');
  });
});
