import { useState } from 'react';
import type { Booking } from '@common/schemas';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatIsoDay } from '@common/format';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnBookings } from '@/data/bookings';
import { useCancelBooking } from '@/data/bookings';
import { LoadError } from '@/components/ui/load-error';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { useCustomerPayments } from '@/data/payments';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';

type BookingRow = Booking & { id: string };

/** The customer's bookings, newest first, with cancelling for the ones still pending. */
export function MyBookings({ uid }: { uid: string }) {
  const cancelBooking = useCancelBooking();
  const bookings = useOwnBookings(uid);
  // The studio records payments; the server derives each booking's figures. Both arrive live.
  const payments = useCustomerPayments(uid);
  const canceller = useDialogState<BookingRow>();
  const [announcement, setAnnouncement] = useState('');

  if (bookings.status === 'loading') return <Skeleton count={1} className="h-56" />;
  if (bookings.status === 'error') return <LoadError what="your bookings" />;
  return (
    <>
      <p role="status" className="mb-4 text-sm font-medium text-sage-deep empty:hidden">
        {announcement}
      </p>
      {bookings.data.length === 0 ? (
        <EmptyState title="No bookings yet">
          <p>When you book an event it appears here, with its status, what you have paid and what is left.</p>
          <ButtonLink to={paths.pricing} className="mt-6">
            Explore packages
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid gap-5">
          {bookings.data.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              payments={(payments.data ?? []).filter((p) => p.bookingId === booking.id).reverse()}
              onCancel={canceller.open}
            />
          ))}
        </ul>
      )}
      <CancelBookingDialog
        booking={canceller.target}
        onClose={canceller.close}
        onConfirm={(id) => cancelBooking(id)}
        onCancelled={(b) => setAnnouncement(`Your ${b.packageName} booking for ${formatIsoDay(b.eventDate)} is cancelled.`)}
      />
    </>
  );
}
