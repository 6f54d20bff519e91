import type { PaymentSettingsInput, StudioSettingsInput } from '../../../common/schemas/settings';

/**
 * "How to pay", from the owner's settings: the bank details (and UPI) for a transfer, the studio's
 * address and hours for cash. The way the customer chose comes first; the other follows.
 */
export function paymentInstructions(
  studio: Pick<StudioSettingsInput, 'address' | 'hours'>,
  payment: PaymentSettingsInput,
  preferred: 'cash' | 'bank-transfer',
  reference: string,
): string {
  const transfer = payment.bankDetails.trim()
    ? [`By bank transfer:`, payment.bankDetails.trim(), ...(payment.upiId.trim() ? [`UPI: ${payment.upiId.trim()}`] : [])]
    : payment.upiId.trim()
      ? [`By UPI: ${payment.upiId.trim()}`]
      : ['By bank transfer: reply to this email and we will send our account details.'];
  const cash = [`In cash at the studio: ${studio.address}`, `Opening hours: ${studio.hours}`];
  const ways = preferred === 'cash' ? [cash, transfer] : [transfer, cash];
  const note = payment.paymentNote.trim();
  return [...ways.map((lines) => lines.join('\n')), `Reference to quote: ${reference}${note ? `\n${note}` : ''}`].join('\n\n');
}
