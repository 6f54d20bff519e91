import { paymentPolicy } from './payment-policy';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms';

export const allPolicies = [paymentPolicy, termsOfService, privacyPolicy] as const;
