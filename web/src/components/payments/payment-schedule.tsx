import type { ReactNode } from 'react';
import { instalmentLabel, nextDue } from '@common/payment-schedule';
import { isSplit } from '@common/online-payments';
import type { Booking, Instalment } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { PayOnlineButton } from './pay-online-button';
import { InstalmentList } from '@/components/ui/instalment-list';

type ScheduledBooking = Booking & { id: string; schedule?: Booking['schedule'] };

/**
 * The customer's schedule: what is due next, then every instalment (derived by the studio's
 * server). With a split balance, every unpaid instalment after the next can be paid online from
 * its row too (the next one has the card's full "Pay online" button).
 */
export function PaymentSchedule({ booking, howToPay }: { booking: ScheduledBooking; howToPay: ReactNode }) {
  const schedule = booking.schedule ?? [];
  const owing = booking.status === 'pending' || booking.status === 'confirmed';
  const next = owing || booking.status === 'completed' ? nextDue(schedule) : null;
  const payable = (instalment: Instalment) =>
    owing &&
    isSplit(schedule) &&
    instalment.id !== next?.instalment.id &&
    instalment.status !== 'waived' &&
    instalment.paid < instalment.amount;
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
      <InstalmentList
        schedule={schedule}
        className="mt-2"
        action={(instalment) =>
          payable(instalment) && (
            <PayOnlineButton
              compact
              variant="secondary"
              className="basis-full sm:ml-auto sm:basis-auto"
              request={{ kind: 'booking', bookingId: booking.id, what: instalment.id }}
              label={`Pay ${instalmentLabel(instalment.id, schedule).toLowerCase()} online`}
            />
          )
        }
      />
    </section>
  );
}
