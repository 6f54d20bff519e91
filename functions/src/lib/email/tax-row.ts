import { formatPrice } from '../../../../common/format';

/** The row an email adds under a price when the sales tax is added to it (what is owed differs from the price); none otherwise. */
export const withTaxRow = (owed: number, price: number): [string, string][] =>
  owed !== price ? [['With sales tax', formatPrice(owed)]] : [];
