import { usePageMeta } from '../../features/seo/use-page-meta';

export function FrameBookingPage() {
  usePageMeta('Order a frame', 'Order a frame at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Order a frame</h1>
    </section>
  );
}
