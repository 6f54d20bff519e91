import { usePageMeta } from '../../features/seo/use-page-meta';

export function PrivacyPolicyPage() {
  usePageMeta('Privacy policy', 'Privacy policy at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Privacy policy</h1>
    </section>
  );
}

export function TermsPage() {
  usePageMeta('Terms of service', 'Terms of service at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Terms of service</h1>
    </section>
  );
}

export function PaymentPolicyPage() {
  usePageMeta('Payment policy', 'Payment policy at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Payment policy</h1>
    </section>
  );
}
