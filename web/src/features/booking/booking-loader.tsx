import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Package } from '@common/schemas';
import { paths } from '@common/paths';
import { OrderFormLoaded } from '@/components/catalogue/order-form-loaded';
import type { WithId } from '@/data/collection';
import { useActivePackages } from '@/data/packages';
import type { Customer } from '@/session/session';
import { mapResult } from '@/data/result';
import { useStudio } from '@/lib/studio-context';
import { BookingForm } from './booking-form';
import { catalogueChoice } from './booking-form-schema';
import { PendingLimitNotice } from './pending-limit-notice';
import { useBookingStart } from './use-booking-start';

/** Loads the catalogue and the customer's details, then hands the form its starting values. */
export function BookingLoader({ customer }: { customer: Customer }) {
  const packages = useActivePackages();
  const start = useBookingStart(customer);
  const studio = useStudio();
  if (!start.loading && start.pendingFull) return <PendingLimitNotice />;
  return (
    <OrderFormLoaded
      // No settings yet means no deposit percentage: the rules refuse every catalogue booking until then.
      result={studio ? packages : mapResult(packages, () => [])}
      waiting={start.loading}
      what="our packages"
      empty={{
        title: 'Bookings open again soon',
        text: "We're refreshing our packages. Write to us and we'll hold your date in the meantime.",
      }}
    >
      {(list) => studio && <ReadyForm packages={list} depositPercent={studio.depositPercent} customer={customer} start={start} />}
    </OrderFormLoaded>
  );
}

function ReadyForm({
  packages,
  depositPercent,
  customer,
  start,
}: {
  packages: WithId<Package>[];
  depositPercent: number;
  customer: Customer;
  start: ReturnType<typeof useBookingStart>;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choices = packages.map(({ id, name, price, category, duration, summary, image }) =>
    catalogueChoice({ id, name, price, category, duration, summary, image }, depositPercent),
  );
  const requested = params.get('package') ?? '';

  return (
    <BookingForm
      packages={choices}
      defaultValues={start.defaultsFor(choices.some((p) => p.id === requested) ? requested : '')}
      takenDays={start.takenDays}
      onSubmit={async (input) => {
        await start.createBooking(start.bookingId, customer.id, input);
        return start.bookingId;
      }}
      onDone={(id) => navigate(`${paths.thankYou}?booking=${encodeURIComponent(id)}`)}
    />
  );
}
