import { usePageMeta } from '../../features/seo/use-page-meta';

export function CustomPackagePage() {
  usePageMeta('Your custom package', 'Your custom package at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Your custom package</h1>
    </section>
  );
}
