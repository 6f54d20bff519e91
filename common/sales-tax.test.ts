import { describe, expect, it } from 'vitest';
import { owedOn, summarisePayments } from './payments';
import { NO_SALES_TAX, salesTaxLine, salesTaxSchema, taxWithin, withSalesTax } from './sales-tax';

describe('sales tax', () => {
  it('finds the tax within the money received, to the cent', () => {
    expect(taxWithin(1080, { mode: 'added', ratePercent: 8 })).toBe(80);
    expect(taxWithin(1000, { mode: 'included', ratePercent: 8.875 })).toBe(81.52);
    expect(taxWithin(-200, { mode: 'included', ratePercent: 20 })).toBe(-33.33);
  });

  it('adds the tax to what is owed only when the studio adds it to its prices, rounded to the unit', () => {
    expect(withSalesTax(1500, { mode: 'added', ratePercent: 8.875 })).toBe(1633);
    expect(withSalesTax(2410, { mode: 'added', ratePercent: 8 })).toBe(2603);
    expect(withSalesTax(1500, { mode: 'included', ratePercent: 8.875 })).toBe(1500);
    expect(withSalesTax(1500, NO_SALES_TAX)).toBe(1500);
    const booking = { packagePrice: 2400, packageDeposit: 720 };
    expect(owedOn(booking, { mode: 'added', ratePercent: 10 })).toEqual({ price: 2640, deposit: 792 });
    expect(owedOn(booking, { mode: 'included', ratePercent: 10 })).toEqual({ price: 2400, deposit: 720 });
    expect(owedOn(booking)).toEqual({ price: 2400, deposit: 720 });
  });

  it('added, the booking is paid in full only once the tax is paid too', () => {
    const owed = owedOn({ packagePrice: 2400, packageDeposit: 720 }, { mode: 'added', ratePercent: 10 });
    const paid = (amount: number) => summarisePayments(owed.price, owed.deposit, [{ id: 'a', kind: 'payment', amount, reverses: null }]);
    expect([paid(720).paymentStatus, paid(720).depositDue]).toEqual(['part-paid', 72]);
    expect([paid(2400).paymentStatus, paid(2400).balance]).toEqual(['deposit-paid', 240]);
    expect([paid(2640).paymentStatus, paid(2640).balance]).toEqual(['paid', 0]);
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
