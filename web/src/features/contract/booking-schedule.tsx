import { Link } from 'react-router-dom';
import type { Booking } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { paths } from '@common/paths';
import { PaymentSchedule } from '@/components/payments/payment-schedule';
import { DetailList } from '@/components/ui/detail-list';
import type { WithId } from '@/data/collection';
import { useOwed, withTaxRows } from '@/lib/owed';
import { BALANCE_DUE_DAYS } from '@/lib/payment-terms';

/** The booking the contract is for and what it costs when: the deposit, then the balance or its instalments. */
export function BookingSchedule({ booking }: { booking: WithId<Booking> }) {
  const owed = useOwed(booking);
  const howToPay = (
    <Link
      to={`${paths.cashPayment}?booking=${encodeURIComponent(booking.id)}`}
      className="font-semibold text-ink underline underline-offset-4"
    >
      How to pay
    </Link>
  );
  return (
    <section aria-labelledby="schedule-title" className="rounded-3xl border border-sand bg-white p-6">
      <h2 id="schedule-title" className="text-2xl font-semibold text-ink">
        Your booking
      </h2>
      <DetailList
        className="mt-4"
        items={[
          ['Event', `${booking.eventType}, ${formatIsoDay(booking.eventDate)}`],
          ['Venue', booking.venue],
          ['Package', formatPrice(booking.packagePrice)],
          ...withTaxRows(owed),
          ['Paid', formatPrice(booking.paidTotal)],
        ]}
      />
      {/* The server's instalments once it has dated them (from the confirmation); until then the deposit and the balance. */}
      {booking.schedule && booking.status !== 'pending' && booking.schedule.every((instalment) => instalment.dueOn) ? (
        <PaymentSchedule booking={booking} howToPay={howToPay} />
      ) : (
        <ol aria-label="Payment schedule" className="mt-5 divide-y divide-sand/70 rounded-2xl bg-ivory px-4 text-sm">
          <li className="flex items-baseline justify-between gap-4 py-3">
            <span>
              <span className="font-medium text-ink">Deposit</span>
              <span className="block text-xs text-muted">{owed.depositDue === 0 ? 'Paid' : 'After signing, to book your date'}</span>
            </span>
            <span className="tabular-nums font-medium text-ink">{formatPrice(owed.deposit)}</span>
          </li>
          <li className="flex items-baseline justify-between gap-4 py-3">
            <span>
              <span className="font-medium text-ink">Balance</span>
              <span className="block text-xs text-muted">By {BALANCE_DUE_DAYS} days before the event</span>
            </span>
            <span className="tabular-nums font-medium text-ink">{formatPrice(owed.price - owed.deposit)}</span>
          </li>
        </ol>
      )}
    </section>
  );
}
