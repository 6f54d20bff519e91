import { useParams } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { signedInPart } from '@/session/signed-in-part';

const ClientGalleryLoader = signedInPart(() =>
  import('@/features/client-gallery/client-gallery-loader').then((m) => m.ClientGalleryLoader),
);

export function ClientGalleryPage() {
  usePageMeta('Your gallery', 'Your private gallery at {studio}: your photographs, favourites and downloads.');
  const { galleryId = '' } = useParams();
  return (
    <div className="container-page pb-24 pt-28 sm:pt-32">
      <RequireCustomer reason="Your gallery is private: sign in with the Google account you booked with to see it.">
        {(customer) => (
          // The gallery's actions (selection sent, a failed favourite) answer with a toast.
          <ToastProvider>
            <ClientGalleryLoader key={`${customer.id}-${galleryId}`} galleryId={galleryId} uid={customer.id} />
          </ToastProvider>
        )}
      </RequireCustomer>
    </div>
  );
}
