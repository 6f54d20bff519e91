import { usePageMeta } from '../../features/seo/use-page-meta';

export function GalleryPage() {
  usePageMeta('Gallery', 'Gallery at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Gallery</h1>
    </section>
  );
}
