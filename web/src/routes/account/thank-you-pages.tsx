import { usePageMeta } from '../../features/seo/use-page-meta';

export function ThankYouPage() {
  usePageMeta('Thank you', 'Thank you at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Thank you</h1>
    </section>
  );
}

export function FrameThankYouPage() {
  usePageMeta('Thank you for your order', 'Thank you for your order at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Thank you for your order</h1>
    </section>
  );
}
