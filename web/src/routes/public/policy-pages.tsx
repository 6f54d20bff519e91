import { PolicyPage } from '@/features/policies/policy-layout';

export const PrivacyPolicyPage = () => <PolicyPage kind="privacy" />;
export const TermsPage = () => <PolicyPage kind="terms" />;
export const PaymentPolicyPage = () => <PolicyPage kind="payment" />;
