import { paymentPolicy } from '@/features/policies/payment-policy';
import { PolicyLayout } from '@/features/policies/policy-layout';
import { privacyPolicy } from '@/features/policies/privacy-policy';
import { termsOfService } from '@/features/policies/terms';

export const PrivacyPolicyPage = () => <PolicyLayout policy={privacyPolicy} />;
export const TermsPage = () => <PolicyLayout policy={termsOfService} />;
export const PaymentPolicyPage = () => <PolicyLayout policy={paymentPolicy} />;
