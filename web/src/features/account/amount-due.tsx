import type { Booking } from '@common/schemas';
import { BookingPayOnline } from '@/components/payments/pay-online-button';
import { Loaded } from '@/components/ui/loaded';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { useBooking } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { formatIsoDay, formatPrice } from '@common/format';
import { useOwed } from '@/lib/owed';
import { BALANCE_DUE_DAYS } from '@/lib/payment-terms';

/** What this customer owes on one of their bookings right now, live, with the reference to quote. */
export function AmountDue({ bookingId }: { bookingId: string }) {
  // A booking the rules refuse (not this customer's) shows nothing: the page goes on without it.
  return (
    <Loaded
      result={useBooking(bookingId)}
      what="your booking"
      loading={<div aria-hidden="true" className="h-48 animate-pulse rounded-3xl bg-linen" />}
      error={null}
      flag="customer"
    >
      {(booking) => <Due b={booking} />}
    </Loaded>
  );
}

function Due({ b }: { b: WithId<Booking> }) {
  const owed = useOwed(b);
  const open = b.status === 'pending' || b.status === 'confirmed';
  const due =
    !open || owed.balance === 0
      ? null
      : owed.depositDue > 0
        ? { amount: owed.depositDue, what: 'Deposit' }
        : { amount: owed.balance, what: 'Balance' };
  return (
    <section aria-labelledby="due-title" className="container-page pb-12">
      <div className="grid gap-6 rounded-3xl border border-champagne/50 bg-white p-7 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-9">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={b.status} />
            <PaymentBadge status={b.paymentStatus} />
          </div>
          <h2 id="due-title" className="mt-3 text-3xl font-semibold text-ink">
            {b.packageName}, {formatIsoDay(b.eventDate)}
          </h2>
          <p className="mt-2 text-ink-soft">
            Booking reference <span className="break-all font-mono font-semibold text-ink">{b.id}</span>: quote it when you pay.
          </p>
          <p className="mt-1 text-sm text-muted">
            Paid so far {formatPrice(b.paidTotal)} of {formatPrice(owed.price)}
            {owed.taxAdded && ' (sales tax included)'}.
          </p>
        </div>
        <div className="rounded-2xl bg-ivory px-6 py-5 text-center sm:min-w-56">
          {due ? (
            <>
              <p className="text-sm text-muted">{due.what} to pay</p>
              <p className="mt-1 text-5xl font-semibold tracking-tight text-ink tabular-nums">{formatPrice(due.amount)}</p>
              <p className="mt-1 text-xs text-muted">
                {due.what === 'Deposit'
                  ? b.status === 'pending'
                    ? 'Once we confirm your date.'
                    : 'To secure your date.'
                  : `By ${BALANCE_DUE_DAYS} days before the event.`}
              </p>
              <BookingPayOnline booking={b} className="mt-4" />
            </>
          ) : (
            <p className="text-ink-soft">{open ? 'Paid in full. Thank you!' : `Nothing to pay: this booking is ${b.status}.`}</p>
          )}
        </div>
      </div>
    </section>
  );
}
