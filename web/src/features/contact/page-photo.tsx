import { StudioImage } from '../../components/ui/studio-image';
import { usePublishedGallery } from '../../data/gallery';
import { pickPhoto } from './pick-photo';

type Props = { preferredIds: readonly string[]; className: string; sizes: string };

/** A photograph from the studio's own gallery to set the mood of an information page. */
export function PagePhoto({ preferredIds, className, sizes }: Props) {
  const gallery = usePublishedGallery();
  const photo = gallery.status === 'success' ? pickPhoto(gallery.data, preferredIds) : null;
  if (gallery.status === 'loading') return <div aria-hidden="true" className={`animate-pulse bg-linen ${className}`} />;
  if (!photo) return null;
  return (
    <figure>
      <StudioImage image={photo.image} sizes={sizes} className={`w-full ${className}`} />
      <figcaption className="mt-3 text-sm text-muted">{photo.title}</figcaption>
    </figure>
  );
}
