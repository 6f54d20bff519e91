import { describe, expect, it } from 'vitest';
import { extendedUntil, extensionLabel, extensionRefusal } from './gallery-extension';
import { galleryExtensionSettingsSchema } from './schemas/gallery-extension';

// Issue 38: paid extensions of closed downloads. The day arithmetic in the studio's days (the
// functions pass the studio's today), and when an extension is offered at all.

const on = { enabled: true };
const gallery = (expiresOn: string | null, over: Partial<{ status: string; downloads: { enabled: boolean } }> = {}) => ({
  status: 'published',
  downloads: { enabled: true },
  expiresOn,
  ...over,
});

describe('the new last day of downloads', () => {
  it('counts the days from today when the downloads have closed', () => {
    expect(extendedUntil('2026-11-20', '2026-11-29', 30)).toBe('2026-12-29');
    expect(extendedUntil('2026-11-28', '2026-11-29', 1)).toBe('2026-11-30');
  });

  it('counts from the old last day when it is still ahead (the studio reopened them meanwhile)', () => {
    expect(extendedUntil('2026-12-10', '2026-11-29', 14)).toBe('2026-12-24');
    expect(extendedUntil('2026-11-29', '2026-11-29', 7)).toBe('2026-12-06');
  });

  it('crosses month and year ends, and leap days, as calendar days', () => {
    expect(extendedUntil('2026-12-01', '2026-12-20', 14)).toBe('2027-01-03');
    expect(extendedUntil('2028-02-01', '2028-02-20', 10)).toBe('2028-03-01');
    expect(extendedUntil('2027-02-01', '2027-02-20', 10)).toBe('2027-03-02');
    expect(extendedUntil('2026-01-01', '2026-03-01', 365)).toBe('2027-03-01');
  });
});

describe('when an extension can be bought', () => {
  it('only once the downloads have closed by their date, with the studio selling extensions', () => {
    expect(extensionRefusal(gallery('2026-11-28'), on, '2026-11-29')).toBeNull();
    expect(extensionRefusal(gallery('2026-11-29'), on, '2026-11-29')).toMatch(/still open/);
    expect(extensionRefusal(gallery('2026-12-30'), on, '2026-11-29')).toMatch(/still open/);
  });

  it('refuses, in words, a studio with no extensions and a gallery not closed by a date', () => {
    expect(extensionRefusal(gallery('2026-11-28'), null, '2026-11-29')).toMatch(/does not offer extensions/);
    expect(extensionRefusal(gallery('2026-11-28'), { enabled: false }, '2026-11-29')).toMatch(/does not offer extensions/);
    expect(extensionRefusal(gallery(null), on, '2026-11-29')).toMatch(/not closed by a date/);
    expect(extensionRefusal(gallery('2026-11-28', { downloads: { enabled: false } }), on, '2026-11-29')).toMatch(/not closed by a date/);
    expect(extensionRefusal(gallery('2026-11-28', { status: 'draft' }), on, '2026-11-29')).toMatch(/not closed by a date/);
  });

  it('says the offer as the page shows it', () => {
    expect(extensionLabel(30)).toBe('Extend downloads for 30 days');
    expect(extensionLabel(1)).toBe('Extend downloads for 1 day');
  });
});

describe('the settings', () => {
  const valid = { enabled: true, price: 25, days: 30, updatedAt: new Date() };
  it('take a whole price of at least 1 and 1–365 days', () => {
    expect(galleryExtensionSettingsSchema.safeParse(valid).success).toBe(true);
    for (const bad of [{ price: 0 }, { price: 2.5 }, { days: 0 }, { days: 366 }, { days: 1.5 }, { price: '25' }])
      expect(galleryExtensionSettingsSchema.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
