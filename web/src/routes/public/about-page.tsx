import { usePageMeta } from '../../features/seo/use-page-meta';

export function AboutPage() {
  usePageMeta('About the studio', 'About the studio at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">About the studio</h1>
    </section>
  );
}
