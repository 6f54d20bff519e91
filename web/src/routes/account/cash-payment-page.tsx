import { usePageMeta } from '../../features/seo/use-page-meta';

export function CashPaymentPage() {
  usePageMeta('Cash payment', 'Cash payment at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Cash payment</h1>
    </section>
  );
}
