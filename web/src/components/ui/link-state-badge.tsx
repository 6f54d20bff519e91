import type { LinkState } from '@common/schemas';
import { cx } from '@/lib/cx';

const STYLES: Record<LinkState, string> = {
  sent: 'bg-champagne/15 text-champagne-deep',
  viewed: 'bg-sage/20 text-sage-deep',
  booked: 'bg-ink text-ivory',
  expired: 'bg-ink/10 text-ink-soft',
  revoked: 'bg-rose/15 text-danger',
};

/** The owner's words (the five states) and the customer's. Colour is never the only cue. */
const LABELS: Record<'owner' | 'customer', Record<LinkState, string>> = {
  owner: { sent: 'Sent', viewed: 'Viewed', booked: 'Booked', expired: 'Expired', revoked: 'Revoked' },
  customer: { sent: 'New', viewed: 'Open', booked: 'Booked', expired: 'Expired', revoked: 'Withdrawn' },
};

export function LinkStateBadge({ state, audience }: { state: LinkState; audience: 'owner' | 'customer' }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        STYLES[state],
      )}
    >
      {LABELS[audience][state]}
    </span>
  );
}
