// The timings of the payment policy (features/policies/payment-policy.ts), quoted on the
// confirmation and cash pages; keep them in step with that copy.
export const CONFIRM_WITHIN = 'one business day';
export const DEPOSIT_HOLD_DAYS = 5;
export const BALANCE_DUE_DAYS = 7;
