import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Package } from '@common/schemas';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useActivePackages } from '@/data/packages';
import type { Customer } from '@/session/session';
import { BookingForm } from './booking-form';
import { useBookingStart } from './use-booking-start';

/** Loads the catalogue and the customer's details, then hands a ready draft to the form. */
export function BookingLoader({ customer }: { customer: Customer }) {
  const packages = useActivePackages();
  const start = useBookingStart(customer);
  const placeholder = (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Skeleton count={2} className="h-96" />
    </div>
  );
  return (
    <Loaded
      result={packages}
      what="our packages"
      loading={placeholder}
      empty={
        <EmptyState title="Bookings open again soon">
          <p>We're refreshing our packages. Write to us and we'll hold your date in the meantime.</p>
          <ButtonLink to={paths.contact} className="mt-6">
            Contact the studio
          </ButtonLink>
        </EmptyState>
      }
    >
      {(list) => (start.loading ? placeholder : <ReadyForm packages={list} customer={customer} start={start} />)}
    </Loaded>
  );
}

function ReadyForm({
  packages,
  customer,
  start,
}: {
  packages: WithId<Package>[];
  customer: Customer;
  start: ReturnType<typeof useBookingStart>;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choices = packages.map(({ id, name, price, category, duration, summary, image }) => ({
    id,
    name,
    price,
    category,
    duration,
    summary,
    image,
  }));
  const requested = params.get('package') ?? '';

  return (
    <BookingForm
      packages={choices}
      initialDraft={start.draftFor(choices.some((p) => p.id === requested) ? requested : '')}
      takenDays={start.takenDays}
      onSubmit={async (input) => {
        await start.createBooking(start.bookingId, customer.id, input);
        return start.bookingId;
      }}
      onDone={(id) => navigate(`${paths.thankYou}?booking=${encodeURIComponent(id)}`)}
    />
  );
}
