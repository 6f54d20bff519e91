import { usePageMeta } from '../../features/seo/use-page-meta';

export function BlogPostPage() {
  usePageMeta('Journal post', 'Journal post at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Journal post</h1>
    </section>
  );
}
