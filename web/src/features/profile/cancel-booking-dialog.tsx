import type { Booking } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';

type Props = {
  booking: Booking & { id: string };
  onClose: () => void;
  onConfirm: (id: string) => Promise<void>;
  onCancelled: (booking: Booking) => void;
};

/** Asks before cancelling a pending booking; only pending ones can be withdrawn by the customer. */
export function CancelBookingDialog({ booking, onClose, onConfirm, onCancelled }: Props) {
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Cancel this booking?"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling…"
      cancelLabel="Keep booking"
      danger
      what="cancellation"
      audience="customer"
      onConfirm={async () => {
        await onConfirm(booking.id);
        onCancelled(booking);
      }}
    >
      <p>
        <strong className="text-ink">{booking.packageName}</strong> on {formatIsoDay(booking.eventDate)}. Your request is still awaiting
        confirmation; cancelling withdraws it.
        {booking.paidTotal > 0 ? ` The ${formatPrice(booking.paidTotal)} you paid is refunded under our payment policy.` : ''}
      </p>
    </ConfirmDialog>
  );
}
