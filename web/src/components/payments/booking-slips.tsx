import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay, formatPrice } from '@common/format';
import { receiptPath } from '@common/paths';
import { SLIP_STATUS_LABELS, type Booking } from '@common/schemas';
import { sendSlip, useOwnSlips } from '@/data/slips';
import { cn } from '@/lib/cn';
import { useOwed } from '@/lib/owed';
import { SlipForm } from './slip-form';

const TONE = { pending: 'bg-champagne/20 text-ink', approved: 'bg-sage/20 text-ink', rejected: 'bg-rose/15 text-danger' } as const;

/** A booking's transfer slips as its customer sees them, and the form to send one while it is open. */
export function BookingSlips({ booking }: { booking: Booking & { id: string } }) {
  const [open, setOpen] = useState(false);
  const slips = (useOwnSlips(booking.userId).data ?? []).filter((slip) => slip.bookingId === booking.id);
  const canSend = booking.status === 'pending' || booking.status === 'confirmed';
  const owed = useOwed(booking);
  const due = owed.depositDue > 0 ? owed.depositDue : owed.balance;
  if (!canSend && slips.length === 0) return null;
  return (
    <section aria-label="Transfer slips" className="mt-4 rounded-2xl border border-sand px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-ink">Paid by bank transfer?</h4>
        {canSend && !open && (
          <button type="button" onClick={() => setOpen(true)} className="font-semibold text-ink underline underline-offset-4">
            Send the transfer slip
          </button>
        )}
      </div>
      {slips.length > 0 && (
        <ul className="mt-2 divide-y divide-sand/70">
          {slips.map((slip) => (
            <li key={slip.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-ink-soft">
                {formatPrice(slip.amount)} sent {formatIsoDay(slip.sentOn)}
                {slip.status === 'rejected' && slip.reason && <span className="block text-danger">From the studio: {slip.reason}</span>}
              </span>
              <span className="flex items-center gap-3">
                <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', TONE[slip.status])}>
                  {SLIP_STATUS_LABELS[slip.status]}
                </span>
                {slip.paymentId && (
                  <Link to={receiptPath(slip.paymentId)} className="text-xs font-semibold text-ink underline underline-offset-4">
                    Receipt
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <SlipForm
          amount={{ suggested: Math.max(due, 0) }}
          send={(slipId, file, fields) => sendSlip(slipId, file, { bookingId: booking.id, ...fields })}
          onSent={() => setOpen(false)}
        />
      )}
    </section>
  );
}
