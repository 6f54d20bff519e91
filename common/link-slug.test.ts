import { describe, expect, it } from 'vitest';
import { LINK_SLUG_BITS, LINK_SLUG_PATTERN, newLinkSlug } from './link-slug';

describe('newLinkSlug', () => {
  it('carries at least 128 random bits in URL-safe lower-case letters and digits', () => {
    expect(LINK_SLUG_BITS).toBeGreaterThanOrEqual(128);
    const slug = newLinkSlug();
    expect(slug).toMatch(LINK_SLUG_PATTERN);
    expect(encodeURIComponent(slug)).toBe(slug);
  });

  it('differs every time (10,000 draws, no repeat)', () => {
    const drawn = new Set(Array.from({ length: 10_000 }, () => newLinkSlug()));
    expect(drawn.size).toBe(10_000);
  });

  it('uses every byte: each of the 32 letters for its five low bits', () => {
    const bytes = Uint8Array.from({ length: 26 }, (_, i) => i + 32 * (i % 8));
    const slug = newLinkSlug(() => bytes);
    expect(slug).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(newLinkSlug(() => new Uint8Array(26).fill(31))).toBe('7'.repeat(26));
  });
});
