import { PageIntro } from '@/components/ui/page-intro';
import { RequireCustomer } from '@/session/require-customer';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { BookingLoader } from '@/features/booking/booking-loader';
import { usePageMeta } from '@/lib/use-page-meta';

export function BookingPage() {
  usePageMeta(
    'Book your event',
    'Reserve your date with Style & Story: choose a photography or styling package, tell us about your event, and we confirm within one business day.',
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
