import { Link } from 'react-router-dom';
import { frameFromPhotoPath } from '@common/paths';
import type { GalleryPhoto, GalleryPhotoUrls } from '@common/schemas';
import { Button, buttonClass } from '@/components/ui/button';
import { DownloadIcon, HeartIcon } from '@/components/ui/icons';
import { LightboxFrame, lightboxControl } from '@/components/ui/lightbox-frame';
import { Picture } from '@/components/ui/picture';
import type { WithId } from '@/data/collection';
import { galleryImage } from '@/lib/gallery-image';
import type { GalleryActions } from './use-gallery-actions';

type Props = {
  galleryId: string;
  photos: readonly WithId<GalleryPhoto>[];
  index: number;
  urls: ReadonlyMap<string, GalleryPhotoUrls>;
  favourites: ReadonlySet<string>;
  downloads: { web: boolean; full: boolean } | null;
  actions: GalleryActions;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
};

/** One photo as large as fits, with its favourite and download buttons; ←/→, swipe, Esc. */
export function ClientLightbox({ galleryId, photos, index, urls, favourites, downloads, actions, onStep, onClose }: Props) {
  const photo = photos[index];
  const favourite = favourites.has(photo.id);
  const fetchingFull = actions.busy === `download-${photo.id}-full`;
  // Issue 38: a proof's files are not the customer's yet, so it offers no download.
  const offered = urls.get(photo.id)?.proof ? null : downloads;
  return (
    <LightboxFrame
      count={photos.length}
      index={index}
      onStep={onStep}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            aria-pressed={favourite}
            aria-label={favourite ? `Remove ${photo.fileName} from favourites` : `Add ${photo.fileName} to favourites`}
            onClick={() => void actions.favourite(photo.id, !favourite)}
            className={lightboxControl}
          >
            <HeartIcon filled={favourite} />
          </button>
          {offered?.web && (
            <button
              type="button"
              aria-label={`Download ${photo.fileName}, web size`}
              onClick={() => void actions.download(photo.id, 'web')}
              className={lightboxControl}
            >
              <DownloadIcon />
            </button>
          )}
        </>
      }
      caption={
        <>
          <h2 id="lightbox-title" className="truncate font-display text-xl text-ivory sm:text-2xl">
            {photo.fileName}
          </h2>
          <p className="mt-1 text-xs uppercase tracking-[0.2em] text-sand">{photo.set}</p>
        </>
      }
      links={
        <>
          <Link to={frameFromPhotoPath(galleryId, photo.id)} className={buttonClass('outline-light', 'min-h-11')}>
            Order a frame with this photo
          </Link>
          {offered?.full && (
            <Button
              variant="outline-light"
              className="min-h-11"
              busy={fetchingFull}
              onClick={() => void actions.download(photo.id, 'full')}
            >
              {!fetchingFull && <DownloadIcon className="size-4" />}
              Download full resolution
            </Button>
          )}
        </>
      }
    >
      <Picture
        key={photo.id}
        image={galleryImage(photo, urls.get(photo.id), photo.fileName)}
        sizes="100vw"
        priority
        withPlaceholder={false}
        fit="contain"
        className="h-auto max-h-full w-auto max-w-full rounded-lg shadow-2xl"
      />
    </LightboxFrame>
  );
}
