import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@common/paths';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useActivePackages } from '../../data/packages';
import type { Customer } from '../auth/session';
import { BookingForm } from './booking-form';
import { PendingLimitNotice } from './pending-limit-notice';
import { useBookingStart } from './use-booking-start';

/** Loads the catalogue and the customer's details, then hands a ready draft to the form. */
export function BookingLoader({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packages = useActivePackages();
  const start = useBookingStart(customer);

  if (packages.status === 'loading' || start.loading) {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton count={2} className="h-96" />
      </div>
    );
  }
  if (start.pendingFull) return <PendingLimitNotice />;
  if (packages.data.length === 0) {
    return (
      <EmptyState title="Bookings open again soon">
        <p>We're refreshing our packages. Write to us and we'll hold your date in the meantime.</p>
        <ButtonLink to={paths.contact} className="mt-6">
          Contact the studio
        </ButtonLink>
      </EmptyState>
    );
  }

  const choices = packages.data.map(({ id, name, price, category, duration, summary, image }) => ({
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
