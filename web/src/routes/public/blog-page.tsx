import { usePageMeta } from '../../features/seo/use-page-meta';

export function BlogPage() {
  usePageMeta('Journal', 'Journal at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Journal</h1>
    </section>
  );
}
