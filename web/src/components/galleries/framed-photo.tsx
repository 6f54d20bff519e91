import type { ReactNode } from 'react';
import type { FramedPhoto as FramedPhotoRef } from '@common/schemas';
import { Picture } from '@/components/ui/picture';
import { useGalleryPhoto } from '@/data/client-galleries';
import { useGalleryUrls } from '@/data/gallery-urls';
import { cx } from '@/lib/cx';
import { galleryImage } from '@/lib/gallery-image';

type Props = {
  photo: FramedPhotoRef;
  /** A square thumbnail's edge: small in the owner's list, larger on the form and the order page. */
  size?: 'sm' | 'lg';
  /** Beside the file name (the form's "Remove"). */
  children?: ReactNode;
};

const EDGE = { sm: 'size-12', lg: 'size-24' } as const;

/**
 * The gallery photo a frame order frames: its thumbnail, through the same signed addresses as the
 * gallery page (the function checks the viewer may see it: its customer, or the owner), and its
 * file name, which tells the studio what to print.
 */
export function FramedPhoto({ photo, size = 'lg', children }: Props) {
  const found = useGalleryPhoto(photo.galleryId, photo.photoId);
  const urls = useGalleryUrls(photo.galleryId, found.data ? [photo.photoId] : []);
  const shown = found.data;
  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <Picture
          image={galleryImage(shown, urls.byPhoto.get(photo.photoId), `The photo to frame: ${shown.fileName}`)}
          sizes="96px"
          className={cx(EDGE[size], 'shrink-0 overflow-hidden rounded-xl')}
        />
      ) : (
        <div aria-hidden="true" className={cx(EDGE[size], 'shrink-0 rounded-xl bg-linen', found.status === 'loading' && 'animate-pulse')} />
      )}
      <div className="min-w-0">
        {shown && <p className={cx('truncate font-semibold text-ink', size === 'sm' && 'text-xs')}>{shown.fileName}</p>}
        {found.status === 'success' && !shown && (
          <p role="alert" className="text-sm text-danger">
            This photo is no longer in the gallery.
          </p>
        )}
        {found.status === 'error' && (
          <p role="alert" className="text-sm text-danger">
            This photo is not available for your account.
          </p>
        )}
        {size === 'lg' && urls.error && <p className="text-xs text-muted">{urls.error}</p>}
        {children}
      </div>
    </div>
  );
}
