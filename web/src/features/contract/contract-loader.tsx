import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useBooking } from '@/data/bookings';
import { useAddenda, useContract } from '@/data/contracts';
import { combine } from '@/data/result';
import { useSession } from '@/session/session-context';
import { ContractView } from './contract-view';

/**
 * No contract for this booking, or someone else's: the rules refuse both alike, and the page says
 * the same for both, so an address never tells whether a contract exists.
 */
function ContractUnavailable() {
  const { customer } = useSession();
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">This contract isn&apos;t available</h1>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        A contract opens only for the account that made the booking, once the studio has sent it
        {customer && (
          <>
            {' '}
            — you&apos;re signed in as <strong className="break-all text-ink">{customer.email}</strong>
          </>
        )}
        . Your bookings and their contracts are in{' '}
        <Link to={paths.profile} className="font-semibold text-ink underline underline-offset-4">
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

export function ContractLoader({ bookingId }: { bookingId: string; uid: string }) {
  const contract = useContract(bookingId);
  const booking = useBooking(bookingId);
  const addenda = useAddenda(bookingId);
  return (
    <Loaded
      result={combine(contract, booking, addenda)}
      what="your contract"
      flag="customer"
      loading={
        <div aria-busy="true" aria-label="Loading your contract" className="grid gap-6">
          <Skeleton count={1} className="h-24" />
          <Skeleton count={1} className="h-96" />
        </div>
      }
      error={<ContractUnavailable />}
      empty={<ContractUnavailable />}
    >
      {([c, b, a]) => (c && b ? <ContractView contract={c} booking={b} addenda={a} /> : <ContractUnavailable />)}
    </Loaded>
  );
}
