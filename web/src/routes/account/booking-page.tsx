import { PageIntro } from '@/components/ui/page-intro';
import { RequireCustomer } from '@/session/require-customer';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

const BookingLoader = signedInPart(() => import('@/features/booking/booking-loader').then((m) => m.BookingLoader));

export function BookingPage() {
  usePageMeta(
    'Book your event',
    'Reserve your date with {studio}: choose a photography or styling package, tell us about your event, and we confirm within one business day.',
  );
  return (
    <>
      <PageIntro eyebrow="Reserve your date" title="Book your event">
        <p>Four short steps. Nothing is charged online — we confirm your date within one business day, then a deposit secures it.</p>
      </PageIntro>
      <section aria-label="Booking" className="container-page pb-24">
        <RequireCustomer reason="Your booking is kept in your account, so you can follow its confirmation, pay the deposit and receive your photos in one place.">
          {(customer) => (
            <SectionBoundary key={customer.id} what="the booking form">
              <BookingLoader customer={customer} />
            </SectionBoundary>
          )}
        </RequireCustomer>
      </section>
    </>
  );
}
