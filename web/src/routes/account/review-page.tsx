import { useParams } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { signedInPart } from '@/session/signed-in-part';

const ReviewLoader = signedInPart(() => import('@/features/review/review-form').then((m) => m.ReviewLoader));

/** /reviews/:bookingId: the customer's stars and words after delivery (docs/workflows.md). */
export function ReviewPage() {
  usePageMeta('Your review', 'Tell {studio} how your day was.');
  const { bookingId = '' } = useParams();
  return (
    <div className="container-page pb-24 pt-28 sm:pt-32">
      <RequireCustomer reason="Sign in with the Google account you booked with to review your booking.">
        {(customer) => (
          <ToastProvider>
            <ReviewLoader key={`${customer.id}-${bookingId}`} bookingId={bookingId} uid={customer.id} />
          </ToastProvider>
        )}
      </RequireCustomer>
    </div>
  );
}
