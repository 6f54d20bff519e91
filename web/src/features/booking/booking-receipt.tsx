import { formatIsoDay, formatPrice } from '@common/format';
import type { Booking } from '@common/schemas';
import { BookingPayOnline } from '@/components/payments/pay-online-button';
import { Loaded } from '@/components/ui/loaded';
import { useBooking } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { DetailList } from '@/components/ui/detail-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { useOwed, withTaxRows } from '@/lib/owed';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';

/** The booking just made, as the studio received it. */
export function BookingReceipt({ bookingId }: { bookingId: string }) {
  return (
    <Loaded
      result={useBooking(bookingId)}
      what="your booking"
      loading={<div aria-hidden="true" className="h-72 animate-pulse rounded-3xl bg-linen" />}
      error={null}
      flag="customer"
    >
      {(booking) => <Receipt b={booking} />}
    </Loaded>
  );
}

function Receipt({ b }: { b: WithId<Booking> }) {
  // The deposit the booking was made with (a custom package has its own), with the sales tax when it is added.
  const owed = useOwed({ ...b, paidTotal: 0 });
  return (
    <section aria-labelledby="receipt-title" className="rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="receipt-title" className="text-2xl font-semibold text-ink">
          {b.packageName}
        </h2>
        <StatusBadge status={b.status} />
      </div>
      <DetailList
        className="mt-5"
        items={[
          ['Event', b.eventType],
          ['Date', formatIsoDay(b.eventDate)],
          ['Venue', b.venue],
          ['Guests', String(b.guestCount)],
          ['Deposit by', PAYMENT_METHOD_LABELS[b.paymentMethod]],
        ]}
      />
      <DetailList
        className="mt-5 border-t border-sand pt-5"
        items={[
          ['Package price', formatPrice(b.packagePrice)],
          ...withTaxRows(owed),
          ['Deposit', <strong key="d">{formatPrice(owed.deposit)}</strong>],
          ['Balance', formatPrice(owed.price - owed.deposit)],
        ]}
      />
      <BookingPayOnline booking={b} className="mt-6 border-t border-sand pt-5" />
    </section>
  );
}
