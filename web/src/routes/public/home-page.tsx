import { usePageMeta } from '../../features/seo/use-page-meta';

export function HomePage() {
  usePageMeta('Style & Story', 'Style & Story at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Style & Story</h1>
    </section>
  );
}
