import { useState } from 'react';
import type { Booking } from '@common/schemas';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatIsoDay } from '@common/format';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelBooking, useOwnBookings } from '@/data/bookings';
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

  return (
    <>
      <p role="status" className="mb-4 text-sm font-medium text-sage-deep empty:hidden">
        {announcement}
      </p>
      <Loaded
        result={bookings}
        what="your bookings"
        loading={<Skeleton count={1} className="h-56" />}
        flag="customer"
        empty={
          <EmptyState title="No bookings yet">
            <p>When you book an event it appears here, with its status, what you have paid and what is left.</p>
            <ButtonLink to={paths.pricing} className="mt-6">
              Explore packages
            </ButtonLink>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-5">
            {list.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                payments={(payments.data ?? []).filter((p) => p.bookingId === booking.id).reverse()}
                onCancel={canceller.open}
              />
            ))}
          </ul>
        )}
      </Loaded>
      <CancelBookingDialog
        booking={canceller.target}
        onClose={canceller.close}
        onConfirm={(id) => cancelBooking(id)}
        onCancelled={(b) => setAnnouncement(`Your ${b.packageName} booking for ${formatIsoDay(b.eventDate)} is cancelled.`)}
      />
    </>
  );
}
