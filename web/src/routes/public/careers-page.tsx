import { usePageMeta } from '../../features/seo/use-page-meta';

export function CareersPage() {
  usePageMeta('Careers', 'Careers at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Careers</h1>
    </section>
  );
}
