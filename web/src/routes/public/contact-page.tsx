import { usePageMeta } from '../../features/seo/use-page-meta';

export function ContactPage() {
  usePageMeta('Contact us', 'Contact us at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Contact us</h1>
    </section>
  );
}
