import type { LateFee } from './schemas/settings';

// The late fee, when the owner turns it on in Settings: what it comes to and how the copy states
// it. Off, it is no part of any text: the policy and the reminders then say nothing of a fee.

/** The fee on an instalment with `owed` left unpaid: the fixed amount, or the percentage of it rounded down. */
export const lateFeeAmount = (fee: LateFee, owed: number) => (fee.kind === 'fixed' ? fee.value : Math.floor((owed * fee.value) / 100));

/** One sentence for the payment policy and the overdue reminder; empty when there is no fee. */
export function lateFeeSentence(fee: LateFee, money: (amount: number) => string): string {
  if (!fee.enabled) return '';
  const what = fee.kind === 'fixed' ? `a late fee of ${money(fee.value)}` : `a late fee of ${fee.value}% of the amount overdue`;
  return `If an instalment is still unpaid ${fee.afterDays} days after its due date, ${what} is due as well.`;
}
