import { usePageMeta } from '../../features/seo/use-page-meta';

export function PackageDetailsPage() {
  usePageMeta('Package details', 'Package details at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Package details</h1>
    </section>
  );
}
