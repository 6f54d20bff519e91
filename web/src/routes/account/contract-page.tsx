import { useParams } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { signedInPart } from '@/session/signed-in-part';

const ContractLoader = signedInPart(() => import('@/features/contract/contract-loader').then((m) => m.ContractLoader));

export function ContractPage() {
  usePageMeta('Your contract', 'Review and sign your contract with {studio}.');
  const { bookingId = '' } = useParams();
  return (
    <div className="container-page pb-24 pt-28 sm:pt-32">
      <RequireCustomer reason="Your contract is private: sign in with the Google account you booked with to read and sign it.">
        {(customer) => (
          <ToastProvider>
            <ContractLoader key={`${customer.id}-${bookingId}`} bookingId={bookingId} uid={customer.id} />
          </ToastProvider>
        )}
      </RequireCustomer>
    </div>
  );
}
