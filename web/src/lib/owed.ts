import { formatPrice } from '@common/format';
import { owedOn } from '@common/payments';
import { NO_SALES_TAX } from '@common/sales-tax';
import type { Booking } from '@common/schemas';
import { useStudio } from './studio-context';

// What a booking's customer owes, as the server derives it (common/payments.ts owedOn): the price
// and deposit with the sales tax on top when the studio adds it to its prices, then what is left
// of each after the money recorded. One hook, so every page says the same figure.

type Owed = { price: number; deposit: number; balance: number; depositDue: number; taxAdded: boolean };

export function useOwed(booking: Pick<Booking, 'packagePrice' | 'packageDeposit' | 'paidTotal'>): Owed {
  const owed = owedOn(booking, useStudio()?.salesTax ?? NO_SALES_TAX);
  return {
    ...owed,
    balance: Math.max(owed.price - booking.paidTotal, 0),
    depositDue: Math.max(owed.deposit - booking.paidTotal, 0),
    taxAdded: owed.price !== booking.packagePrice,
  };
}

/** The row a summary adds under the price when the tax is added to it; none otherwise. */
export const withTaxRows = (owed: Owed): [string, string][] => (owed.taxAdded ? [['With sales tax', formatPrice(owed.price)]] : []);
