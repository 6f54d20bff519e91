import { usePageMeta } from '../../features/seo/use-page-meta';

export function FramesPage() {
  usePageMeta('Photo frames', 'Photo frames at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Photo frames</h1>
    </section>
  );
}
