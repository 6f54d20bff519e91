import { useParams } from 'react-router-dom';
import { ReceiptView } from '@/features/receipt/receipt-view';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { useSession } from '@/session/session-context';

/** /receipts/:paymentId: the customer's own receipt, or any receipt for the owner (firestore.rules decide). */
export function ReceiptPage() {
  usePageMeta('Receipt', 'A payment receipt from {studio}.');
  const id = useParams<'paymentId'>().paymentId ?? '';
  const { admin } = useSession();
  return (
    <div className="container-page py-12 sm:py-16 print:p-0">
      {admin ? (
        <ReceiptView id={id} />
      ) : (
        <RequireCustomer reason="Receipts are kept in your account: sign in with the Google account you booked with.">
          {() => <ReceiptView id={id} />}
        </RequireCustomer>
      )}
    </div>
  );
}
