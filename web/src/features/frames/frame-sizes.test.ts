// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startingPrice } from './frame-sizes';

describe('startingPrice', () => {
  it('is the cheapest size, whatever the order', () => {
    expect(
      startingPrice({
        sizes: [
          { label: '16×20', price: 240 },
          { label: '8×10', price: 95 },
          { label: '11×14', price: 150 },
        ],
      }),
    ).toBe(95);
  });

  it('is the only price for a single size', () => {
    expect(startingPrice({ sizes: [{ label: 'A3', price: 180 }] })).toBe(180);
  });
});
