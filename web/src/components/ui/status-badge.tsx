import type { BookingStatus, FrameOrderStatus, PaymentStatus } from '@common/schemas';
import { PAYMENT_STATUS_LABELS } from '@common/payments';

const WAITING = 'bg-champagne/15 text-champagne-deep';
const GOOD = 'bg-sage/20 text-sage-deep';
const DONE = 'bg-ink/10 text-ink';
const STOPPED = 'bg-rose/15 text-danger';

const STYLES: Record<BookingStatus | FrameOrderStatus, { label: string; className: string }> = {
  pending: { label: 'Awaiting confirmation', className: WAITING },
  confirmed: { label: 'Confirmed', className: GOOD },
  declined: { label: 'Declined', className: STOPPED },
  completed: { label: 'Completed', className: DONE },
  cancelled: { label: 'Cancelled', className: STOPPED },
  received: { label: 'Received', className: WAITING },
  printing: { label: 'Printing', className: WAITING },
  ready: { label: 'Ready', className: GOOD },
  delivered: { label: 'Delivered', className: DONE },
};

const PAYMENT_STYLES: Record<PaymentStatus, string> = {
  unpaid: WAITING,
  'part-paid': WAITING,
  'deposit-paid': GOOD,
  paid: DONE,
  refunded: STOPPED,
};

const badge = 'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-wide';

/** The status of a booking or frame order in words, with a colour that is never the only cue. */
export function StatusBadge({ status, label }: { status: BookingStatus | FrameOrderStatus; label?: string }) {
  const style = STYLES[status];
  return <span className={`${badge} ${style.className}`}>{label ?? style.label}</span>;
}

/** Where a booking's payments stand (derived by the server from the payment records). */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${badge} ${PAYMENT_STYLES[status]}`}>{PAYMENT_STATUS_LABELS[status]}</span>;
}

/** Whether a post is live in the journal or still a draft. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <span className={`${badge} ${published ? GOOD : WAITING}`}>{published ? 'Published' : 'Draft'}</span>;
}
