import { usePageMeta } from '../../features/seo/use-page-meta';

export function FaqPage() {
  usePageMeta('Frequently asked questions', 'Frequently asked questions at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Frequently asked questions</h1>
    </section>
  );
}
