import { formatPrice } from '@common/format';
import { dueOn, frameOrderOwed, owedOn } from '@common/payments';
import { NO_SALES_TAX, withSalesTax } from '@common/sales-tax';
import type { Booking, FrameOrder } from '@common/schemas';
import { useStudio } from './studio-context';

// What a booking's customer owes, as the server derives it (common/payments.ts owedOn): the price
// and deposit with the sales tax on top when the studio adds it to its prices, then what is left
// of each after the money recorded. One hook, so every page says the same figure.

type Owed = { price: number; deposit: number; balance: number; depositDue: number; taxAdded: boolean };

export function useOwed(booking: Pick<Booking, 'packagePrice' | 'packageDeposit' | 'paidTotal'>): Owed {
  const owed = owedOn(booking, useStudio()?.salesTax ?? NO_SALES_TAX);
  return {
    ...owed,
    ...dueOn(owed, booking.paidTotal),
    taxAdded: owed.price !== booking.packagePrice,
  };
}

/** What a frame order's customer owes (common/payments.ts frameOrderOwed): `price` with the tax when it is added, `beforeTax` the frames' price. */
export function useFrameOrderOwed(order: Pick<FrameOrder, 'unitPrice' | 'quantity'>) {
  const price = frameOrderOwed(order, useStudio()?.salesTax ?? NO_SALES_TAX);
  const beforeTax = order.unitPrice * order.quantity;
  return { price, beforeTax, taxAdded: price !== beforeTax };
}

/** An amount of the studio's prices as the customer will owe it: with the sales tax when it is added (a form's running total). */
export const useWithSalesTax = (amount: number) => withSalesTax(amount, useStudio()?.salesTax ?? NO_SALES_TAX);

/** The row a summary adds under the price when the tax is added to it; none otherwise. */
export const withTaxRows = (owed: { price: number; taxAdded: boolean }): [string, string][] =>
  owed.taxAdded ? [['With sales tax', formatPrice(owed.price)]] : [];
