import { useState } from 'react';
import type { Booking } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatIsoDay, formatPrice } from '@common/format';
import { describeWriteError } from '@/lib/write-errors';

type Props = {
  booking: (Booking & { id: string }) | null;
  onClose: () => void;
  onConfirm: (id: string) => Promise<void>;
  onCancelled: (booking: Booking) => void;
};

/** Asks before cancelling a pending booking; only pending ones can be withdrawn by the customer. */
export function CancelBookingDialog({ booking, onClose, onConfirm, onCancelled }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const close = () => {
    if (busy) return;
    setFailure(undefined);
    onClose();
  };
  async function confirm() {
    if (!booking || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm(booking.id);
      onCancelled(booking);
      onClose();
    } catch (error) {
      console.error('Cancelling failed', error);
      setFailure(describeWriteError(error, 'cancellation'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      labelledBy="cancel-booking-title"
      overlayClassName="flex items-center justify-center p-4"
      panelClassName="w-full max-w-md rounded-3xl bg-ivory p-7 shadow-2xl sm:p-9"
    >
      {booking && (
        <>
          <h2 id="cancel-booking-title" className="text-3xl font-semibold text-ink">
            Cancel this booking?
          </h2>
          <p className="mt-3 leading-relaxed text-ink-soft">
            <strong className="text-ink">{booking.packageName}</strong> on {formatIsoDay(booking.eventDate)}. Your request is still awaiting
            confirmation; cancelling withdraws it.
            {booking.paidTotal > 0 ? ` The ${formatPrice(booking.paidTotal)} you paid is refunded under our payment policy.` : ''}
          </p>
          {failure && (
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {failure}
            </p>
          )}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Keep booking
            </Button>
            <Button onClick={() => void confirm()} busy={busy} busyLabel="Cancelling…" variant="danger">
              Cancel booking
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
