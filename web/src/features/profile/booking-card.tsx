import { Link } from 'react-router-dom';
import { PAYMENT_KIND_LABELS, paymentMethodLabel } from '@common/payments';
import { BOOKING_STATUSES, type Booking, type Payment } from '@common/schemas';
import { paths, receiptPath } from '@common/paths';
import { BookingPayOnline } from '@/components/payments/pay-online-button';
import { Button } from '@/components/ui/button';
import { FactGrid } from '@/components/ui/detail-list';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { DeliveryStageNote } from './delivery-stage-note';
import { formatDate, formatIsoDay, formatPrice } from '@common/format';
import { useOwed, withTaxRows } from '@/lib/owed';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { AddToCalendar } from './add-to-calendar';
import { awaitsSignature, BookingContract } from './booking-contract';
import { BookingSlips } from '@/components/payments/booking-slips';
import { PaymentSchedule } from '@/components/payments/payment-schedule';

type Row = Booking & { id: string };
const STEP: Record<Booking['status'], string> = {
  pending: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/** A pending booking's deposit: after a signed contract it books the day; without a contract the studio confirms first. */
const depositWhen = (booking: Pick<Booking, 'contractState'>) => (booking.contractState ? ', to book your date.' : ', once we confirm.');
const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

/** One booking as the customer sees it: where it stands, what was paid (recorded by the studio), what is left. */
export function BookingCard({
  booking,
  payments,
  onCancel,
}: {
  booking: Row;
  payments: (Payment & { id: string })[];
  onCancel: (b: Row) => void;
}) {
  const owed = useOwed(booking);
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  // A contract waiting for a signature comes before any payment: sign, then pay the deposit.
  const unsigned = awaitsSignature(booking);
  const howToPay = (
    <Link
      to={`${paths.cashPayment}?booking=${encodeURIComponent(booking.id)}`}
      className="font-semibold text-ink underline underline-offset-4"
    >
      How to pay
    </Link>
  );
  const history = BOOKING_STATUSES.flatMap((s) => (booking.statusAt[s] ? [{ s, at: booking.statusAt[s]! }] : [])).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  return (
    <li
      className="rounded-3xl border border-sand bg-white p-6 shadow-sm"
      aria-label={`${booking.packageName}, ${formatIsoDay(booking.eventDate)}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-2xl font-semibold text-ink">{booking.packageName}</h3>
          <p className="mt-1 text-sm text-ink-soft">
            {booking.eventType} · {formatIsoDay(booking.eventDate)}
            {booking.rescheduledFrom && <span className="text-muted"> · moved from {formatIsoDay(booking.rescheduledFrom)}</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={booking.status} />
          <PaymentBadge status={booking.paymentStatus} />
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">{history.map(({ s, at }) => `${STEP[s]} ${formatDate(at)}`).join(' · ')}</p>
      {booking.status === 'confirmed' && <AddToCalendar bookingId={booking.id} booking={booking} />}
      {booking.statusReason && (
        <p className="mt-4 rounded-2xl bg-ivory px-4 py-3 text-sm text-ink-soft">From the studio: {booking.statusReason}</p>
      )}
      {booking.contractState && <BookingContract booking={booking} />}
      <DeliveryStageNote bookingId={booking.id} />
      <FactGrid
        className="mt-6"
        items={[
          ['Venue', booking.venue],
          ['Guests', String(booking.guestCount)],
          ['Paying by', PAYMENT_METHOD_LABELS[booking.paymentMethod]],
          ['Package', formatPrice(booking.packagePrice)],
          ...withTaxRows(owed),
          ['Paid', <strong key="paid">{formatPrice(booking.paidTotal)}</strong>],
          ['Balance', formatPrice(owed.balance)],
        ]}
      />
      {booking.schedule && booking.status !== 'pending' ? (
        <PaymentSchedule booking={booking} howToPay={howToPay} />
      ) : (
        open &&
        owed.depositDue > 0 && (
          <p className="mt-4 text-sm text-ink-soft">
            Deposit due: <strong className="text-ink">{formatPrice(owed.depositDue)}</strong>
            {unsigned ? ', once you have signed your contract.' : booking.status === 'pending' ? depositWhen(booking) : '.'}{' '}
            {!unsigned && howToPay}
          </p>
        )
      )}
      {!unsigned && (
        <>
          <BookingSlips booking={booking} />
          <BookingPayOnline booking={booking} className="mt-4" />
        </>
      )}
      {payments.length > 0 && (
        <details className="mt-4 rounded-2xl bg-ivory px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">Payment history ({payments.length})</summary>
          <ol className="mt-2 divide-y divide-sand/70">
            {payments.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 py-2">
                <span className="text-ink-soft">
                  {PAYMENT_KIND_LABELS[p.kind]} · {paymentMethodLabel(p)} · {formatIsoDay(p.receivedOn)}
                  {p.kind === 'reversal' && p.note ? ` · ${p.note}` : ''}
                </span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums font-medium text-ink">{signed(p.amount)}</span>
                  <Link to={receiptPath(p.id)} className="text-xs font-semibold text-ink underline underline-offset-4">
                    Receipt
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-4 text-xs text-muted">
        <span>
          Ref. <span className="font-mono text-ink-soft">{booking.id}</span>
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
