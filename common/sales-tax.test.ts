import { describe, expect, it } from 'vitest';
import { NO_SALES_TAX, salesTaxLine, salesTaxSchema, taxWithin } from './sales-tax';

describe('sales tax', () => {
  it('finds the tax within the money received, to the cent', () => {
    expect(taxWithin(1080, { mode: 'added', ratePercent: 8 })).toBe(80);
    expect(taxWithin(1000, { mode: 'included', ratePercent: 8.875 })).toBe(81.52);
    expect(taxWithin(-200, { mode: 'included', ratePercent: 20 })).toBe(-33.33);
  });

  it('says nothing of tax when the studio charges none', () => {
    expect(taxWithin(1000, NO_SALES_TAX)).toBeNull();
    expect(salesTaxLine(NO_SALES_TAX)).toBeNull();
    expect(salesTaxLine({ mode: 'included', ratePercent: 7.25 })).toBe('Sales tax (7.25%, included in the price)');
  });

  it('takes a rate only with a mode, and none only without one', () => {
    expect(salesTaxSchema.safeParse({ mode: 'included', ratePercent: 8.875 }).success).toBe(true);
    expect(salesTaxSchema.safeParse({ mode: 'none', ratePercent: 5 }).success).toBe(false);
    expect(salesTaxSchema.safeParse({ mode: 'added', ratePercent: 0 }).success).toBe(false);
    expect(salesTaxSchema.safeParse({ mode: 'added', ratePercent: 31 }).success).toBe(false);
    expect(salesTaxSchema.safeParse({ mode: 'added', ratePercent: 8.8751 }).success).toBe(false);
  });
});
