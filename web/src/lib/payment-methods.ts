import type { PAYMENT_METHODS } from '@common/schemas';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { label: string; detail: string }> = {
  cash: { label: 'Cash at the studio', detail: 'Pay the deposit in person at our Mission studio; we hand you a signed receipt.' },
  'bank-transfer': { label: 'Bank transfer', detail: 'We email our account details with your confirmation; quote your booking reference.' },
};
