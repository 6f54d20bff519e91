import { describe, expect, it } from 'vitest';
import { customPackageInputSchema, isLinkOpen, linkState } from './owner-shared';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');

describe('linkState', () => {
  it('is sent, then viewed, while open', () => {
    expect(linkState({ status: 'sent', expiresAt: later, viewedAt: null }, now)).toBe('sent');
    expect(linkState({ status: 'sent', expiresAt: later, viewedAt: earlier }, now)).toBe('viewed');
    expect(isLinkOpen({ status: 'sent', expiresAt: later, viewedAt: earlier }, now)).toBe(true);
  });

  it('is expired from its expiry on, whether viewed or not', () => {
    expect(linkState({ status: 'sent', expiresAt: earlier, viewedAt: null }, now)).toBe('expired');
    expect(linkState({ status: 'sent', expiresAt: now, viewedAt: earlier }, now)).toBe('expired');
    expect(isLinkOpen({ status: 'sent', expiresAt: now, viewedAt: null }, now)).toBe(false);
  });

  it('stays booked or revoked after its expiry', () => {
    expect(linkState({ status: 'booked', expiresAt: earlier, viewedAt: earlier }, now)).toBe('booked');
    expect(linkState({ status: 'revoked', expiresAt: later, viewedAt: null }, now)).toBe('revoked');
    expect(isLinkOpen({ status: 'booked', expiresAt: later, viewedAt: earlier }, now)).toBe(false);
  });
});

describe('customPackageInputSchema', () => {
  const valid = { name: 'Garden Elopement', description: 'Two hours.', features: [], price: 1850, deposit: 555, validityDays: 30 };
  it('accepts a deposit up to the price and says why one above it is refused', () => {
    expect(customPackageInputSchema.safeParse({ ...valid, deposit: 1850 }).success).toBe(true);
    const refused = customPackageInputSchema.safeParse({ ...valid, deposit: 1851 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['deposit'], message: "The deposit can't be more than the price" });
  });
});
