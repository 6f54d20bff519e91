import { Loaded } from '@/components/ui/loaded';
import { StudioImage } from '@/components/ui/studio-image';
import { useGalleryItems, usePublishedGallery } from '@/data/catalogue';
import { pickPhoto } from './pick-photo';

/** `priority` where the photo opens the page (careers): it is what a phone shows first. */
type Props = { preferredIds: readonly string[]; className: string; sizes: string; priority?: boolean };

// Only when none of the preferred pictures is published any more: a few to choose from.
const FALLBACK_CHOICES = 12;

/** A photograph from the studio's own gallery to set the mood of an information page. */
export function PagePhoto({ preferredIds, className, sizes, priority = false }: Props) {
  // The preferred pictures alone, not the whole gallery: a page reads two documents, not all.
  const preferred = useGalleryItems(preferredIds);
  // None of them published, or a read refused because one does not exist (the Firestore emulator
  // checks each named document; a studio started without the seed has none of these ids).
  const missing = preferred.status === 'error' || preferred.data?.length === 0;
  const fallback = usePublishedGallery(FALLBACK_CHOICES, !missing);
  return (
    // A photograph that cannot be read leaves no message: it only sets the mood.
    <Loaded
      result={missing ? fallback : preferred}
      what="a photograph"
      loading={<div aria-hidden="true" className={`animate-pulse bg-linen ${className}`} />}
      error={null}
    >
      {(gallery) => {
        const photo = pickPhoto(gallery, preferredIds);
        return (
          photo && (
            <figure>
              <StudioImage image={photo.image} priority={priority} sizes={sizes} className={`w-full ${className}`} />
              <figcaption className="mt-3 text-sm text-muted">{photo.title}</figcaption>
            </figure>
          )
        );
      }}
    </Loaded>
  );
}
