import { Link } from 'react-router-dom';
import { AWAITING_SIGNATURE, type BookingContractState } from '@common/schemas/contracts';
import type { Booking } from '@common/schemas';
import { formatDateTimeWithZone } from '@common/format';
import { contractPath } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { useContract } from '@/data/contracts';

/** A contract sent and not yet signed: the card asks for the signature before any payment. */
export const awaitsSignature = (booking: Pick<Booking, 'contractState'>) =>
  (AWAITING_SIGNATURE as readonly (BookingContractState | undefined)[]).includes(booking.contractState);

/**
 * The booking's contract on its profile card (only for a booking the studio sent one for; the
 * server marks it with contractState): "Review and sign", then where the signature and the day
 * stand, and an addendum waiting for a signature.
 */
export function BookingContract({ booking }: { booking: Booking & { id: string } }) {
  const contract = useContract(booking.id).data;
  const to = contractPath(booking.id);
  if (!contract || contract.status === 'void') return null;
  if (!contract.signature) {
    return (
      <div className="mt-5 flex flex-col gap-4 rounded-2xl border border-champagne/60 bg-champagne/10 px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-ink">Your contract is ready</p>
          <p className="mt-1 text-sm text-ink-soft">Review and sign it first: signing holds your date, then the deposit books it.</p>
        </div>
        <ButtonLink to={to} className="min-h-11 shrink-0">
          Review and sign
        </ButtonLink>
      </div>
    );
  }
  const addendum = booking.contractState === 'addendum-sent' ? contract.addenda : 0;
  const hold = contract.hold?.state === 'held' && booking.status === 'pending' ? contract.hold : null;
  return (
    <div className="mt-5 grid gap-3 rounded-2xl bg-ivory px-5 py-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-ink">
          {contract.status === 'countersigned' ? 'Contract signed and countersigned' : 'Contract signed'}
        </span>
        <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4">
          View contract
        </Link>
      </p>
      {hold && (
        <p className="text-ink-soft">
          <strong className="text-ink">Date held until {formatDateTimeWithZone(hold.until)}</strong>: pay the deposit before then to book
          it.
        </p>
      )}
      {addendum > 0 && (
        <div className="flex flex-col gap-3 border-t border-sand pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-soft">The studio changed some terms of your booking: please sign the addendum.</p>
          <ButtonLink to={to} className="min-h-11 shrink-0">
            Sign addendum {addendum}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
