import type { StudioSettingsInput } from '../../../common/schemas/studio';

/**
 * "How to pay", from the owner's settings: the bank details (and UPI) for a transfer, the studio's
 * address and hours for cash. The way the customer chose comes first; the other follows.
 */
export function paymentInstructions(settings: StudioSettingsInput, preferred: 'cash' | 'bank-transfer', reference: string): string {
  const transfer = settings.bankDetails.trim()
    ? [`By bank transfer:`, settings.bankDetails.trim(), ...(settings.upiId.trim() ? [`UPI: ${settings.upiId.trim()}`] : [])]
    : settings.upiId.trim()
      ? [`By UPI: ${settings.upiId.trim()}`]
      : ['By bank transfer: reply to this email and we will send our account details.'];
  const cash = [`In cash at the studio: ${settings.address}`, `Opening hours: ${settings.hours}`];
  const ways = preferred === 'cash' ? [cash, transfer] : [transfer, cash];
  const note = settings.paymentNote.trim();
  return [...ways.map((lines) => lines.join('\n')), `Reference to quote: ${reference}${note ? `\n${note}` : ''}`].join('\n\n');
}
