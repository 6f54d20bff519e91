import { imageRefFromMedia, type Media } from '@common/schemas';
import { Picture } from '@/components/ui/picture';
import type { WithId } from '@/data/collection';

/** A library photo as a square thumbnail (its smallest variants, placeholder underneath). */
export function MediaThumb({ photo, sizes }: { photo: WithId<Media>; sizes: string }) {
  return (
    <Picture
      image={imageRefFromMedia(photo.id, photo, photo.alt || photo.filename)}
      sizes={sizes}
      className="aspect-square w-full rounded-2xl"
    />
  );
}
