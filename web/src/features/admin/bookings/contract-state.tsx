import type { BookingContractState } from '@common/schemas/contracts';

// Where a booking's contract stands, in the owner's words (the server keeps bookings/{id}.contractState).
const WAITING = 'bg-champagne/15 text-champagne-deep';
const GOOD = 'bg-sage/20 text-sage-deep';
const STOPPED = 'bg-rose/15 text-danger';

const CONTRACT_STATE_WORDS: Record<BookingContractState, { label: string; className: string }> = {
  sent: { label: 'Contract sent', className: WAITING },
  viewed: { label: 'Contract opened', className: WAITING },
  signed: { label: 'Signed', className: GOOD },
  countersigned: { label: 'Countersigned', className: GOOD },
  'addendum-sent': { label: 'Addendum to sign', className: WAITING },
  void: { label: 'Contract void', className: STOPPED },
};

/** The contract's state as a badge, with a pen mark so colour is never the only cue. */
export function ContractStateBadge({ state }: { state: BookingContractState }) {
  const { label, className } = CONTRACT_STATE_WORDS[state];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${className}`}
    >
      <span aria-hidden="true">✎</span>
      {label}
    </span>
  );
}
