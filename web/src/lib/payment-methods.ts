import type { PAYMENT_METHODS } from '@common/schemas';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash at the studio',
  'bank-transfer': 'Bank transfer',
};

/**
 * What choosing a method means, for the booking form. The cash one names where the studio is, from
 * its settings (settings/studio's address, a line break read as a comma); without them it names no place.
 */
export function paymentMethodDetail(method: PaymentMethod, studioAddress: string | undefined): string {
  if (method === 'bank-transfer') return 'We email our account details with your confirmation; quote your booking reference.';
  const address = studioAddress
    ?.split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');
  return `Pay the deposit in person at the studio${address ? `, ${address}` : ''}; we hand you a signed receipt.`;
}
