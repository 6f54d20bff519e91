import { describe, expect, it } from 'vitest';
import { countSelection } from './gallery-selection';
import { overlaps, payableExtras } from './gallery-slips';
import { transferReference } from './schemas/gallery-slips';

// Extras paid by bank transfer: what a waiting slip takes out of what is to pay (docs/galleries.md).
const picks = ['a', 'b', 'c', 'd'].map((photoId, i) => ({ photoId, at: i }));
const rules = { included: 1, extraPrice: 15, allRemainingPrice: null };

describe('payableExtras', () => {
  it('leaves out the extras a slip waits for, in the count’s order', () => {
    const count = countSelection(picks, rules);
    expect(count.extras).toEqual(['b', 'c', 'd']);
    expect(payableExtras(count, ['c'])).toEqual({ payable: ['b', 'd'], waiting: ['c'] });
    expect(payableExtras(count)).toEqual({ payable: ['b', 'c', 'd'], waiting: [] });
  });

  it('counts a paid photo in neither, even if a slip still names it (paid by card meanwhile)', () => {
    const count = countSelection(picks, rules, ['b']);
    expect(payableExtras(count, ['b', 'c'])).toEqual({ payable: ['d'], waiting: ['c'] });
  });

  it('has nothing to pay without a limit', () => {
    expect(payableExtras(countSelection(picks, null), ['a'])).toEqual({ payable: [], waiting: [] });
  });
});

describe('overlaps', () => {
  it('is true when the lists share a photo', () => {
    expect(overlaps(['a', 'b'], ['b'])).toBe(true);
    expect(overlaps(['a'], ['b', 'c'])).toBe(false);
    expect(overlaps([], ['a'])).toBe(false);
  });
});

describe('transferReference', () => {
  it('is short, upper case and the same for the same order', () => {
    const order = '3f9a2c1b'.padEnd(32, '0');
    expect(transferReference(order)).toBe('EXTRAS-3F9A2C1B');
    expect(transferReference(order)).toBe(transferReference(order));
  });
});
