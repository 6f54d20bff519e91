import { useState } from 'react';
import type { Booking } from '@common/schemas';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDate, formatIsoDay, formatPrice } from '../../lib/format';
import { Skeleton } from '../../components/ui/skeleton';
import { useOwnBookings } from '../../data/bookings';
import { useCancelBooking } from '../../data/bookings';
import { depositSplit } from '@common/payments';
import { FactGrid } from '../../components/ui/detail-list';
import { LoadError } from '../../components/ui/load-error';
import { StatusBadge } from '../../components/ui/status-badge';
import { PAYMENT_METHOD_LABELS } from '../booking/payment-methods';
import { CancelBookingDialog } from './cancel-booking-dialog';

type BookingRow = Booking & { id: string };

function BookingCard({ booking, onCancel }: { booking: BookingRow; onCancel: (b: BookingRow) => void }) {
  const { deposit, balance } = depositSplit(booking.packagePrice);
  return (
    <li className="rounded-3xl border border-sand bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-2xl font-semibold text-ink">{booking.packageName}</h3>
          <p className="mt-1 text-sm text-ink-soft">
            {booking.eventType} · {formatIsoDay(booking.eventDate)}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <FactGrid
        className="mt-6"
        items={[
          ['Venue', booking.venue],
          ['Guests', String(booking.guestCount)],
          ['Paying by', PAYMENT_METHOD_LABELS[booking.paymentMethod].label],
          ['Package', formatPrice(booking.packagePrice)],
          ['Deposit', formatPrice(deposit)],
          ['Balance', formatPrice(balance)],
        ]}
      />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-4 text-xs text-muted">
        <span>
          Ref. <span className="font-mono text-ink-soft">{booking.id}</span> · requested {formatDate(booking.createdAt)}
        </span>
        {booking.status === 'pending' && (
          <Button variant="danger-quiet" size="sm" onClick={() => onCancel(booking)}>
            Cancel booking
          </Button>
        )}
      </div>
    </li>
  );
}

/** The customer's bookings, newest first, with cancelling for the ones still pending. */
export function MyBookings({ uid }: { uid: string }) {
  const cancelBooking = useCancelBooking();
  const bookings = useOwnBookings(uid);
  const [toCancel, setToCancel] = useState<BookingRow | null>(null);
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
          <p>When you book an event it appears here, with its status, deposit and balance.</p>
          <ButtonLink to={paths.pricing} className="mt-6">
            Explore packages
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid gap-5">
          {bookings.data.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onCancel={setToCancel} />
          ))}
        </ul>
      )}
      <CancelBookingDialog
        booking={toCancel}
        onClose={() => setToCancel(null)}
        onConfirm={(id) => cancelBooking(id)}
        onCancelled={(b) => setAnnouncement(`Your ${b.packageName} booking for ${formatIsoDay(b.eventDate)} is cancelled.`)}
      />
    </>
  );
}
