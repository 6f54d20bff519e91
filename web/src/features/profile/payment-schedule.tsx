import type { ReactNode } from 'react';
import { nextDue } from '@common/payment-schedule';
import type { Booking } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { InstalmentList } from '@/components/ui/instalment-list';

/** The customer's schedule: what is due next, then every instalment (derived by the studio's server). */
export function PaymentSchedule({ booking, howToPay }: { booking: Booking & { schedule?: Booking['schedule'] }; howToPay: ReactNode }) {
  const schedule = booking.schedule ?? [];
  const next = booking.status === 'cancelled' || booking.status === 'declined' ? null : nextDue(schedule);
  return (
    <section aria-label="Payment schedule" className="mt-5 rounded-2xl bg-ivory px-4 py-3">
      {next ? (
        <p className="text-sm text-ink-soft">
          Next due: <strong className="text-ink">{formatPrice(next.owed)}</strong> on{' '}
          <strong className="text-ink">{formatIsoDay(next.instalment.dueOn!)}</strong>
          {next.instalment.status === 'overdue' && <span className="font-semibold text-danger"> (overdue)</span>}. {howToPay}
        </p>
      ) : (
        <p className="text-sm text-ink-soft">Nothing more is due on this booking.</p>
      )}
      <InstalmentList schedule={schedule} className="mt-2" />
    </section>
  );
}
