import { useState } from 'react';
import { instalmentLabel, nextDue } from '@common/payment-schedule';
import { DEFAULT_BALANCE_DUE_DAYS, type Booking, type InstalmentId, type PaymentScheduleInput } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { InstalmentBadge } from '@/components/ui/instalment-list';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { usePaymentPlan, useSavePaymentPlan } from '@/data/payment-schedules';
import { useStudio } from '@/lib/studio-context';
import { describeWriteError } from '@/lib/write-errors';
import { SplitEditor } from './split-editor';

/**
 * The booking's instalments as the server derived them, with the owner's two choices: split the
 * balance into instalments, and waive one (its reminders stop). Saved to paymentSchedules/{id};
 * the schedule above follows a moment later, derived again by the server.
 */
export function BookingSchedule({ booking }: { booking: WithId<Booking> }) {
  const studio = useStudio();
  const plan = usePaymentPlan(booking.id);
  const save = useSavePaymentPlan();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const balance = booking.packagePrice - booking.packageDeposit;
  const current: PaymentScheduleInput = plan.data ?? {
    balance: [{ amount: balance, daysBefore: studio?.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS }],
    waived: [],
  };
  const schedule = booking.schedule ?? [];
  const next = nextDue(schedule);

  async function store(changed: PaymentScheduleInput, done: string) {
    try {
      await save(booking.id, changed);
      toast(done);
      setEditing(false);
    } catch (error) {
      toast(describeWriteError(error, 'the schedule', 'owner'), 'error');
    }
  }
  const toggleWaiver = (id: InstalmentId) => {
    const waived = current.waived.includes(id) ? current.waived.filter((w) => w !== id) : [...current.waived, id];
    const label = instalmentLabel(id, schedule);
    return store(
      { ...current, waived },
      waived.includes(id) ? `${label} waived: no more reminders for it.` : `${label} is asked for again.`,
    );
  };

  return (
    <Panel
      title="Payment schedule"
      actions={
        !editing && balance > 0 && plan.status !== 'loading' ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Split the balance
          </Button>
        ) : null
      }
    >
      {editing ? (
        <SplitEditor
          balance={balance}
          eventDate={booking.eventDate}
          initial={current.balance}
          onCancel={() => setEditing(false)}
          onSave={(parts) => store({ balance: parts, waived: [] }, 'Schedule saved. Reminders follow the new dates.')}
        />
      ) : schedule.length === 0 ? (
        <p className="text-sm text-muted">The schedule is set when the booking is confirmed or a payment is recorded.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-soft">
            {next
              ? `Next due: ${formatPrice(next.owed)} on ${formatIsoDay(next.instalment.dueOn!)}.`
              : 'Nothing more is asked on this booking.'}
          </p>
          <ol aria-label="Instalments" className="divide-y divide-sand/70">
            {schedule.map((instalment) => (
              <li key={instalment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{instalmentLabel(instalment.id, schedule)}</span>
                  <span className="block text-xs text-muted">
                    {instalment.dueOn ? `Due ${formatIsoDay(instalment.dueOn)}` : 'Due on confirmation'} · {formatPrice(instalment.paid)}{' '}
                    paid
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums font-medium text-ink">{formatPrice(instalment.amount)}</span>
                  <InstalmentBadge status={instalment.status} />
                  {instalment.status !== 'paid' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${instalment.status === 'waived' ? 'Ask again for' : 'Waive'} ${instalmentLabel(instalment.id, schedule).toLowerCase()}`}
                      onClick={() => void toggleWaiver(instalment.id)}
                    >
                      {instalment.status === 'waived' ? 'Ask again' : 'Waive'}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}
