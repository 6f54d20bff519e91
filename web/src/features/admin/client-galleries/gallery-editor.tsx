import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClientGallery, GalleryFavourite } from '@common/schemas';
import { favouritePhotoId } from '@common/gallery-selection';
import { clientGalleryPath, customerPath, bookingDetailPath } from '@common/paths';
import { formatDate } from '@common/format';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { PublishedBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { combine } from '@/data/result';
import { useFavourites, useGallery, useGalleryActivity, useGalleryPhotos, usePublishGallery } from '@/data/client-galleries';
import { DeliveryStagePanel } from './delivery-stage-panel';
import { GalleryActivityPanel } from './gallery-activity';
import { GalleryPaymentsPanel } from './gallery-payments-panel';
import { GalleryPeoplePanel } from './gallery-people-panel';
import { GalleryProofingPanel } from './gallery-proofing-panel';
import { GallerySettingsForm } from './gallery-settings-form';
import { GallerySlipsPanel } from './gallery-slips-panel';
import { GalleryUploadPanel } from './gallery-upload-panel';
import { OwnerPhotoGrid } from './owner-photo-grid';

/** One client gallery at /admin/galleries/:galleryId: upload, arrange, set the rules, publish, follow. */
export function GalleryEditor({ id }: { id: string }) {
  const result = combine(useGallery(id), useGalleryPhotos(id, 'owner'), useFavourites(id), useGalleryActivity(id));
  return (
    <Loaded result={result} what="this gallery" flag="owner" empty={<p className="text-muted">There is no gallery at this address.</p>}>
      {([gallery, photos, favourites, activity]) =>
        gallery && <Editor gallery={gallery} photos={photos} picks={favourites} activity={activity} />
      }
    </Loaded>
  );
}

type EditorProps = {
  gallery: WithId<ClientGallery>;
  photos: Parameters<typeof OwnerPhotoGrid>[0]['photos'];
  /** Everyone's favourites (issue 38: the customer's and those of the people invited). */
  picks: readonly WithId<GalleryFavourite>[];
  activity: Parameters<typeof GalleryActivityPanel>[0]['activity'];
};

function Editor({ gallery, photos, picks, activity }: EditorProps) {
  const favourites = new Set(picks.map((f) => favouritePhotoId(f.id)));
  const published = gallery.status === 'published';
  const shown = photos.filter((p) => !p.hidden).length;
  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-4 rounded-3xl border border-sand bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <h2 className="font-display text-3xl text-ink">{gallery.title}</h2>
            <PublishedBadge published={published} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {photos.length} photos ({shown} shown) ·{' '}
            <Link to={customerPath(gallery.userId)} className="underline underline-offset-4">
              the customer
            </Link>
            {gallery.bookingId && (
              <>
                {' · '}
                <Link to={bookingDetailPath(gallery.bookingId)} className="underline underline-offset-4">
                  the booking
                </Link>
              </>
            )}
            {gallery.publishedAt && ` · published ${formatDate(gallery.publishedAt)}`}
          </p>
        </div>
        {published ? (
          <Link to={clientGalleryPath(gallery.id)} className="text-sm font-semibold text-ink underline underline-offset-4">
            See it as the customer does
          </Link>
        ) : (
          <PublishButton gallery={gallery} shown={shown} />
        )}
      </div>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="grid gap-8">
          <GalleryUploadPanel gallery={gallery} />
          <OwnerPhotoGrid gallery={gallery} photos={photos} favourites={favourites} />
        </div>
        <div className="grid gap-6">
          {published && <GallerySlipsPanel gallery={gallery} photos={photos} />}
          {published && <GalleryPaymentsPanel galleryId={gallery.id} />}
          <GalleryActivityPanel activity={activity} photos={photos} favourites={favourites} title={gallery.title} />
          {published && <GalleryPeoplePanel gallery={gallery} photos={photos} favourites={picks} />}
          {gallery.bookingId && <DeliveryStagePanel bookingId={gallery.bookingId} />}
          <GalleryProofingPanel gallery={gallery} photos={photos} />
          <GallerySettingsForm key={gallery.id} gallery={gallery} setsInUse={new Set(photos.map((p) => p.set))} />
        </div>
      </div>
    </div>
  );
}

/** Publishing opens the gallery to its customer and emails them (once); it cannot be undone, like a delivery. */
function PublishButton({ gallery, shown }: { gallery: WithId<ClientGallery>; shown: number }) {
  const [asking, setAsking] = useState(false);
  const publish = usePublishGallery();
  const toast = useToast();
  return (
    <>
      <Button disabled={shown === 0} onClick={() => setAsking(true)} title={shown === 0 ? 'Upload a photo first' : undefined}>
        Publish and email the customer
      </Button>
      {asking && (
        <ConfirmDialog
          open
          title="Publish this gallery?"
          confirmLabel="Publish"
          busyLabel="Publishing…"
          what="gallery"
          audience="owner"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await publish(gallery.id);
            setAsking(false);
            toast('Published: the customer has been emailed.');
          }}
        >
          The customer sees its {shown} shown photos in their profile and gets an email. A published gallery stays published; you can still
          hide photos.
        </ConfirmDialog>
      )}
    </>
  );
}
