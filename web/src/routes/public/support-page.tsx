import { usePageMeta } from '../../features/seo/use-page-meta';

export function SupportPage() {
  usePageMeta('Support', 'Support at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Support</h1>
    </section>
  );
}
