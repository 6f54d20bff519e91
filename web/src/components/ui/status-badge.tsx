import type { BookingStatus, FrameOrderStatus } from '@common/schemas';

const STYLES: Record<BookingStatus | FrameOrderStatus, { label: string; className: string }> = {
  pending: { label: 'Awaiting confirmation', className: 'bg-champagne/15 text-champagne-deep' },
  confirmed: { label: 'Confirmed', className: 'bg-sage/20 text-sage-deep' },
  completed: { label: 'Completed', className: 'bg-ink/10 text-ink' },
  cancelled: { label: 'Cancelled', className: 'bg-rose/15 text-danger' },
  'in-production': { label: 'In production', className: 'bg-champagne/15 text-champagne-deep' },
  ready: { label: 'Ready', className: 'bg-sage/20 text-sage-deep' },
  delivered: { label: 'Delivered', className: 'bg-ink/10 text-ink' },
};

/** The status of a booking or frame order in words, with a colour that is never the only cue. */
export function StatusBadge({ status }: { status: BookingStatus | FrameOrderStatus }) {
  const { label, className } = STYLES[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${className}`}
    >
      {label}
    </span>
  );
}
