import type { DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { withSalesTax } from '../../common/sales-tax';
import { daysFromToday, newPayment, storedBooking } from './fixtures';
import { ALLOW, DENY, UID, useRulesSuite } from './helpers';
import { entryCases } from './writes';

// With the sales tax added to the prices, the customer owes the price with the tax on top: the
// owner's payment up to that total needs no overpayment confirmation, and one above it does.
// The rules' priceWithTax and common/sales-tax.ts withSalesTax agree to the unit.
// $1,500 bookings; the studio adds 8.875% (1,500 × 8.875% = 133.125 → $133: $1,633 owed).
const booking = () => storedBooking(UID.customerA, 'confirmed', { eventDate: daysFromToday(60) });

const on = (bookingId: string, overrides: DocumentData) => newPayment(bookingId, UID.customerA, overrides);

describe('sales tax added to the prices', () => {
  const added = useRulesSuite(() => ({
    'settings/studio': { salesTax: { mode: 'added', ratePercent: 8.875 } },
    'bookings/b-taxed': booking(),
  }));

  it('the two computations agree: $1,500 at 8.875% owes $1,633; $2,410 at a whole 8% owes $2,603', () => {
    expect(withSalesTax(1500, { mode: 'added', ratePercent: 8.875 })).toBe(1633);
    expect(withSalesTax(2410, { mode: 'added', ratePercent: 8 })).toBe(2603);
  });

  entryCases(added, [
    ['paying the $1,633 owed with the tax, unconfirmed', () => on('b-taxed', { amount: 1633 }), ALLOW],
    ['paying $1,634, unconfirmed', () => on('b-taxed', { amount: 1634 }), DENY],
    ['paying $1,634, confirmed', () => on('b-taxed', { amount: 1634, overpaymentConfirmed: true }), ALLOW],
    ['paying the $1,633 owed marked as an overpayment', () => on('b-taxed', { amount: 1633, overpaymentConfirmed: true }), DENY],
  ]);
});

describe('sales tax added at a whole rate (no integer division)', () => {
  const whole = useRulesSuite(() => ({
    'settings/studio': { salesTax: { mode: 'added', ratePercent: 8 } },
    'bookings/b-round': storedBooking(UID.customerA, 'confirmed', { eventDate: daysFromToday(61), packagePrice: 2410 }),
  }));
  entryCases(whole, [
    ['paying the $2,603 owed (2,410 × 8% = 192.8 → 193)', () => on('b-round', { amount: 2603 }), ALLOW],
    ['paying $2,604, unconfirmed', () => on('b-round', { amount: 2604 }), DENY],
  ]);
});

describe('sales tax included in the prices', () => {
  const included = useRulesSuite(() => ({
    'settings/studio': { salesTax: { mode: 'included', ratePercent: 8.875 } },
    'bookings/b-taxed': booking(),
  }));
  entryCases(included, [
    ['paying the $1,500 price, unconfirmed', () => on('b-taxed', { amount: 1500 }), ALLOW],
    ['paying $1,501, unconfirmed', () => on('b-taxed', { amount: 1501 }), DENY],
  ]);
});
