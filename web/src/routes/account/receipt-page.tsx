import { useParams, useSearchParams } from 'react-router-dom';
import { FRAME_RECEIPT_QUERY, GALLERY_RECEIPT_QUERY } from '@common/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { useSession } from '@/session/session-context';
import { signedInPart } from '@/session/signed-in-part';

const ReceiptView = signedInPart(() => import('@/features/receipt/receipt-view').then((m) => m.ReceiptView));
const FrameReceiptView = signedInPart(() => import('@/features/receipt/frame-receipt-view').then((m) => m.FrameReceiptView));
const GalleryReceiptView = signedInPart(() => import('@/features/receipt/gallery-receipt-view').then((m) => m.GalleryReceiptView));

/**
 * /receipts/:paymentId: the customer's own receipt, or any receipt for the owner (firestore.rules
 * decide); `?for=frame-order` reads a frame order's online payment instead of a booking's, and
 * `?for=gallery` a gallery's payment (extras by card or bank transfer, an extension; issue 38).
 */
export function ReceiptPage() {
  usePageMeta('Receipt', 'A payment receipt from {studio}.');
  const id = useParams<'paymentId'>().paymentId ?? '';
  const ledger = useSearchParams()[0].get(FRAME_RECEIPT_QUERY.name);
  const View =
    ledger === FRAME_RECEIPT_QUERY.value ? FrameReceiptView : ledger === GALLERY_RECEIPT_QUERY.value ? GalleryReceiptView : ReceiptView;
  const { admin } = useSession();
  return (
    <div className="container-page py-12 sm:py-16 print:p-0">
      {admin ? (
        <View id={id} />
      ) : (
        <RequireCustomer reason="Receipts are kept in your account: sign in with the Google account you booked with.">
          {() => <View id={id} />}
        </RequireCustomer>
      )}
    </div>
  );
}
