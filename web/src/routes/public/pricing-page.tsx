import { usePageMeta } from '../../features/seo/use-page-meta';

export function PricingPage() {
  usePageMeta('Packages & pricing', 'Packages & pricing at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Packages & pricing</h1>
    </section>
  );
}
