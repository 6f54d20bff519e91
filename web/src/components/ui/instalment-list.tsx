import type { ReactNode } from 'react';
import { INSTALMENT_STATUS_LABELS, instalmentLabel } from '@common/payment-schedule';
import type { Instalment } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { cn } from '@/lib/cn';

const STATUS_STYLES: Record<Instalment['status'], string> = {
  due: 'bg-champagne/15 text-champagne-deep',
  paid: 'bg-sage/20 text-sage-deep',
  overdue: 'bg-rose/15 text-danger',
  waived: 'bg-ink/10 text-ink',
};

/** An instalment's status in words, with a colour that is never the only cue. */
export function InstalmentBadge({ status }: { status: Instalment['status'] }) {
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>
      {INSTALMENT_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * A booking's instalments as the server derived them: what, when, how much, and where each stands;
 * `action` adds a control under a row (the customer's "Pay online" for an unpaid instalment).
 */
export function InstalmentList({
  schedule,
  className,
  action,
}: {
  schedule: readonly Instalment[];
  className?: string;
  action?: (instalment: Instalment) => ReactNode;
}) {
  return (
    <ol aria-label="Payment schedule" className={cn('divide-y divide-sand/70', className)}>
      {schedule.map((instalment) => (
        <li key={instalment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
          <span className="min-w-0">
            <span className="font-medium text-ink">{instalmentLabel(instalment.id, schedule)}</span>
            <span className="block text-xs text-muted">
              {instalment.dueOn ? `Due ${formatIsoDay(instalment.dueOn)}` : 'Due once the booking is confirmed'}
              {instalment.paid > 0 && instalment.paid < instalment.amount && ` · ${formatPrice(instalment.paid)} paid`}
            </span>
          </span>
          {/* Last on a wide screen, so every row's amount lines up at the right edge, a row's control beside it. */}
          <span className="flex items-center gap-3 sm:order-last">
            <span className="tabular-nums font-medium text-ink">{formatPrice(instalment.amount)}</span>
            <InstalmentBadge status={instalment.status} />
          </span>
          {action?.(instalment)}
        </li>
      ))}
    </ol>
  );
}
