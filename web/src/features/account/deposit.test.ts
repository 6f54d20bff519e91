import { describe, expect, it } from 'vitest';
import { depositSplit } from './deposit';

describe('depositSplit', () => {
  it('takes the studio deposit percentage and leaves the rest as balance', () => {
    expect(depositSplit(2400)).toEqual({ deposit: 720, balance: 1680 });
  });

  it('rounds to whole dollars and always adds up to the price', () => {
    const { deposit, balance } = depositSplit(999, 30);
    expect(deposit).toBe(300);
    expect(deposit + balance).toBe(999);
    expect(depositSplit(0)).toEqual({ deposit: 0, balance: 0 });
  });
});
