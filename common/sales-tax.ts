import { z } from 'zod';

// Sales tax, a studio setting (settings/studio.salesTax): none, or a rate that the prices include
// or that is added to them. Added, what a customer owes is the price with the tax on top
// (withSalesTax): the balance, the deposit, the checkout amounts and the instalments all follow.
// The ledger records the money received, so the tax in a payment is the part of that money the
// rate accounts for: amount × rate / (100 + rate), in cents. Receipts show it; no copy mentions
// tax while the mode is none.

export const SALES_TAX_MODES = ['none', 'included', 'added'] as const;
type SalesTaxMode = (typeof SALES_TAX_MODES)[number];

/** The highest rate the form takes, in percent: above every sales tax or VAT in use. */
export const MAX_SALES_TAX_PERCENT = 30;

/** A rate's finest step, in percent: three decimals (8.875). firestore.rules' isSalesTax asks the same. */
export const SALES_TAX_RATE_STEP = 0.001;

export const salesTaxSchema = z
  .strictObject({
    mode: z.enum(SALES_TAX_MODES),
    /** Percent, up to three decimals (8.875). 0 exactly when the mode is none. */
    ratePercent: z.number().min(0).max(MAX_SALES_TAX_PERCENT).multipleOf(SALES_TAX_RATE_STEP),
  })
  .refine((tax) => (tax.mode === 'none') === (tax.ratePercent === 0), {
    message: 'Enter a rate above 0, or choose no sales tax',
    path: ['ratePercent'],
  });
export type SalesTax = z.infer<typeof salesTaxSchema>;

export const NO_SALES_TAX: SalesTax = { mode: 'none', ratePercent: 0 };

/** The sales tax as stored in settings/studio, or none when the field is absent or not valid. */
export const storedSalesTax = (stored: unknown): SalesTax => salesTaxSchema.safeParse(stored).data ?? NO_SALES_TAX;

export const SALES_TAX_MODE_LABELS: Record<SalesTaxMode, string> = {
  none: 'No sales tax',
  included: 'Included in my prices',
  added: 'Added to my prices',
};

/**
 * What the customer owes for `amount` of the studio's prices: the amount itself when the prices
 * include the tax (or there is none), the amount with the tax on top when it is added. Whole
 * units, like the ledger: the tax is rounded to the nearest unit (firestore.rules' priceWithTax
 * computes the same number, in the same order, for the owner's overpayment check).
 */
export function withSalesTax(amount: number, tax: SalesTax): number {
  return tax.mode === 'added' ? amount + Math.round((amount * tax.ratePercent) / 100) : amount;
}

/** The sales tax within an amount received, rounded to the cent; null when the studio charges none. */
export function taxWithin(amount: number, tax: SalesTax): number | null {
  if (tax.mode === 'none') return null;
  return Math.round((amount * tax.ratePercent * 100) / (100 + tax.ratePercent)) / 100;
}

/** The line a receipt shows under the amount, or null without sales tax. */
export function salesTaxLine(tax: SalesTax): string | null {
  if (tax.mode === 'none') return null;
  const rate = `${tax.ratePercent}%`;
  return tax.mode === 'included' ? `Sales tax (${rate}, included in the price)` : `Sales tax (${rate}, added to the price)`;
}
