// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateWith } from '@/lib/zod-form';
import { packages } from './fixtures.test-data';
import { daysBetween, recommendationFormSchema, recommendPackages } from './recommend';

const today = '2026-11-22';
const names = (list: readonly { name: string }[]) => list.map((p) => p.name);

describe('recommendPackages', () => {
  it('recommends only wedding packages within a $1,500 budget, best fit (highest price) first', () => {
    const result = recommendPackages(packages, { eventType: 'Wedding', date: '2027-06-12', budget: 1500, today });
    expect(names(result.matches)).toEqual(['Courthouse Vows', 'City Hall Elopement']);
    expect(result.matches.every((p) => p.category === 'Weddings' && p.price <= 1500)).toBe(true);
    expect(result).toMatchObject({ categoryMatched: true, closest: null, shortNotice: false });
  });

  it('includes a package priced exactly at the budget', () => {
    const result = recommendPackages(packages, { eventType: 'Wedding', date: '2027-06-12', budget: 2400, today });
    expect(names(result.matches)[0]).toBe('Essentials');
  });

  it('says when nothing fits and suggests the closest package above the budget', () => {
    const result = recommendPackages(packages, { eventType: 'Wedding', date: '2027-06-12', budget: 500, today });
    expect(result.matches).toEqual([]);
    expect(result.closest?.name).toBe('City Hall Elopement');
  });

  it('puts a package named for the event ahead of pricier ones', () => {
    const result = recommendPackages(packages, { eventType: 'Corporate', date: '2027-03-01', budget: 5000, today });
    expect(names(result.matches)).toEqual(['Corporate & Brand', 'Intimate Gathering']);
  });

  it('maps family-style events to the portrait category', () => {
    const result = recommendPackages(packages, { eventType: 'Maternity', date: '2027-01-10', budget: 1000, today });
    expect(names(result.matches)).toEqual(['Family Session', 'Mini Session']);
  });

  it('treats "Other" as any category', () => {
    const result = recommendPackages(packages, { eventType: 'Other', date: '2027-01-10', budget: 700, today });
    expect(names(result.matches)).toEqual(['Family Session', 'Mini Session']);
  });

  it('flags dates less than three weeks away', () => {
    expect(recommendPackages(packages, { eventType: 'Birthday', date: '2026-12-12', budget: 2000, today })).toMatchObject({
      daysAway: 20,
      shortNotice: true,
    });
    expect(recommendPackages(packages, { eventType: 'Birthday', date: '2026-12-13', budget: 2000, today })).toMatchObject({
      daysAway: 21,
      shortNotice: false,
    });
  });
});

describe('recommendation form schema', () => {
  const schema = recommendationFormSchema(today);

  it('accepts a typed budget and future date', () => {
    expect(validateWith(schema, { eventType: 'Wedding', date: '2027-06-12', budget: '1500' })).toEqual({
      ok: true,
      data: { eventType: 'Wedding', date: '2027-06-12', budget: 1500 },
    });
  });

  it('explains each missing or wrong field', () => {
    expect(validateWith(schema, { eventType: '', date: '2026-11-01', budget: '0' })).toEqual({
      ok: false,
      errors: { eventType: 'Choose the kind of event', date: 'Choose today or a later date', budget: 'Enter your budget as a number' },
    });
    expect(validateWith(schema, { eventType: 'Wedding', date: '', budget: 'lots' })).toEqual({
      ok: false,
      errors: { date: 'Choose your event date', budget: 'Enter your budget as a number' },
    });
  });
});

describe('dates', () => {
  it('counts whole days across a daylight-saving change', () => {
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
  });
});
