import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useActivePackages } from '../../data/packages';
import { useCreateBooking, useNewBookingId } from '../../data/bookings';
import { useTakenDays } from '../../data/calendar';
import { isoDay } from '../../lib/dates';
import { latestEventDay } from './booking-validation';
import { useOwnUserRecord } from '../../data/users';
import type { Customer } from '../auth/session';
import { BookingForm } from './booking-form';
import type { BookingDraft } from './booking-machine';

/** Loads the catalogue and the customer's details, then hands a ready draft to the form. */
export function BookingLoader({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packages = useActivePackages();
  // Only to prefill name and phone: if it cannot be read, the session's details do.
  const record = useOwnUserRecord(customer.id);
  const bookingId = useNewBookingId();
  const createBooking = useCreateBooking();
  // Public and live: a day confirmed for someone else while this form is open turns unavailable.
  const today = isoDay(new Date());
  const taken = useTakenDays(today, latestEventDay(today));

  if (packages.status === 'loading' || record.status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton count={2} className="h-96" />
      </div>
    );
  }
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
  const initialDraft: BookingDraft = {
    packageId: choices.some((p) => p.id === requested) ? requested : '',
    eventType: '',
    eventDate: '',
    venue: '',
    guestCount: '',
    name: record.data?.name || customer.name,
    email: customer.email || record.data?.email || '',
    phone: record.data?.phone || customer.phone,
    notes: '',
    paymentMethod: '',
  };

  return (
    <BookingForm
      packages={choices}
      initialDraft={initialDraft}
      takenDays={(taken.data ?? []).map((day) => day.date)}
      onSubmit={async (input) => {
        await createBooking(bookingId, customer.id, input);
        return bookingId;
      }}
      onDone={(id) => navigate(`${paths.thankYou}?booking=${encodeURIComponent(id)}`)}
    />
  );
}
