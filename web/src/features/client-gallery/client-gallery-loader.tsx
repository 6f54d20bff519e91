import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { combine } from '@/data/result';
import { useFavourites, useGallery, useGalleryPhotos } from '@/data/client-galleries';
import { ClientGalleryView } from './client-gallery-view';

/** Another customer's gallery, a draft or a wrong address: the rules refuse the read, and this says so. */
function NotAvailable() {
  return (
    <div role="alert" className="rounded-3xl border border-sand bg-white px-6 py-12 text-center">
      <p className="font-display text-2xl text-ink">This gallery is not available for your account.</p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Galleries open only for the account they were made for. Signed in with another Google account? Switch accounts, or find your
        galleries in{' '}
        <Link to={paths.profile} className="font-semibold text-ink underline underline-offset-4">
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

export function ClientGalleryLoader({ galleryId, uid }: { galleryId: string; uid: string }) {
  const result = combine(useGallery(galleryId), useGalleryPhotos(galleryId, 'customer'), useFavourites(galleryId));
  return (
    <Loaded result={result} what="your gallery" loading={<Skeleton count={6} className="h-64" />} error={<NotAvailable />}>
      {([gallery, photos, favourites]) =>
        gallery ? (
          <>
            <h1 className="font-display text-4xl text-ink sm:text-5xl">{gallery.title}</h1>
            <div className="mt-8">
              <ClientGalleryView gallery={gallery} photos={photos} favourites={favourites} uid={uid} />
            </div>
          </>
        ) : (
          <NotAvailable />
        )
      }
    </Loaded>
  );
}
