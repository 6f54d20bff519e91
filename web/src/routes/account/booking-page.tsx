import { usePageMeta } from '../../features/seo/use-page-meta';

export function BookingPage() {
  usePageMeta('Book your event', 'Book your event at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Book your event</h1>
    </section>
  );
}
