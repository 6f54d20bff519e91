import { STUDIO } from '@common/studio';

/** The deposit that secures a date, in whole dollars, and what is left to pay. */
export function depositSplit(price: number, percent: number = STUDIO.depositPercent) {
  const deposit = Math.round((price * percent) / 100);
  return { deposit, balance: price - deposit };
}
