import { formatPrice } from '@common/format';
import type { Booking, Contract } from '@common/schemas';

type Facts = {
  booking: Pick<Booking, 'paymentStatus' | 'packageDeposit' | 'paidTotal'>;
  /** Whether the studio asks for contracts (settings/contracts). */
  contractsOn: boolean;
  /** The booking's contract; null when none was sent. */
  contract: Pick<Contract, 'signature'> | null;
};

const DEPOSIT_PAID = new Set<Booking['paymentStatus']>(['deposit-paid', 'paid']);

/**
 * What a confirmation by hand goes ahead without, when the studio uses contracts (docs/contracts.md:
 * the owner may still confirm, say for cash at the studio, once told). Empty when nothing is
 * missing, and always when contracts are off: the confirmation is then as it always was.
 */
export function missingForConfirmation({ booking, contractsOn, contract }: Facts): string[] {
  if (!contractsOn) return [];
  const missing: string[] = [];
  if (!contract) missing.push('No contract has been sent.');
  else if (!contract.signature) missing.push('The contract is not signed yet.');
  if (booking.packageDeposit > 0 && !DEPOSIT_PAID.has(booking.paymentStatus)) {
    const paid = Math.max(0, booking.paidTotal);
    missing.push(
      paid > 0
        ? `The deposit is not paid: ${formatPrice(paid)} of ${formatPrice(booking.packageDeposit)} received.`
        : `The deposit of ${formatPrice(booking.packageDeposit)} is not paid.`,
    );
  }
  return missing;
}
