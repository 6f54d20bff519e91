import { describe, expect, it } from 'vitest';
import { bookingTotals, type LedgerEntry } from './payments';
import { NO_SALES_TAX, type SalesTax } from './sales-tax';

// The figures the server stores on a booking (owedTotal, paidTotal, paymentStatus), which Reports
// sums: owedTotal is the price with the tax rounded per booking.

const paid = (...amounts: number[]): LedgerEntry[] =>
  amounts.map((amount, i) => ({ id: `p${i}`, kind: 'payment', amount, reverses: null }));
const added = (ratePercent: number): SalesTax => ({ mode: 'added', ratePercent });

describe('bookingTotals', () => {
  it('owes the price without tax or with a tax the prices include, and the price with the tax added', () => {
    const booking = { packagePrice: 1999, packageDeposit: 599 };
    expect(bookingTotals(booking, NO_SALES_TAX, []).owedTotal).toBe(1999);
    expect(bookingTotals(booking, { mode: 'included', ratePercent: 8.875 }, []).owedTotal).toBe(1999);
    // 1,999 × 8.875% = 177.41…, rounded to 177.
    expect(bookingTotals(booking, added(8.875), []).owedTotal).toBe(2176);
  });

  it('rounds the tax per booking, so the sum of owedTotal is not the tax on the summed prices', () => {
    // 1,010 × 5% = 50.5 → 51 each: 3,183 in all; 5% of the summed 3,030 would be 151.5 → 152: 3,182.
    const odd = [1010, 1010, 1010].map((packagePrice) => bookingTotals({ packagePrice, packageDeposit: 0 }, added(5), []).owedTotal);
    expect(odd.reduce((sum, x) => sum + x, 0)).toBe(3183);
  });

  it('a rise in the rate leaves a booking paid in full at the old rate owing the difference', () => {
    const booking = { packagePrice: 2400, packageDeposit: 720 };
    const entries = paid(720, 1872); // 2,592: paid in full at 8%.
    expect(bookingTotals(booking, added(8), entries)).toMatchObject({ owedTotal: 2592, paidTotal: 2592, paymentStatus: 'paid' });
    const after = bookingTotals(booking, added(10), entries);
    expect(after).toMatchObject({ owedTotal: 2640, paidTotal: 2592, paymentStatus: 'deposit-paid' });
    expect(after.owedTotal - after.paidTotal).toBe(48);
  });

  it('with no new entry the stored paidTotal stands: only what is owed and the status follow', () => {
    const booking = { packagePrice: 2400, packageDeposit: 720 };
    // A refund stays a refund whatever the rate (the entries tell it); the paid figure is the stored one.
    const refunded = [...paid(720), { id: 'r', kind: 'refund' as const, amount: -100, reverses: null }];
    expect(bookingTotals(booking, added(10), refunded, 620)).toMatchObject({ owedTotal: 2640, paidTotal: 620, paymentStatus: 'refunded' });
    expect(bookingTotals(booking, NO_SALES_TAX, [], 720)).toMatchObject({ owedTotal: 2400, paidTotal: 720, paymentStatus: 'deposit-paid' });
    expect(bookingTotals(booking, added(10), [], 2400)).toMatchObject({ owedTotal: 2640, paidTotal: 2400, paymentStatus: 'deposit-paid' });
  });
});
