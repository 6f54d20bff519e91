import { imageRefFromMedia, type Media } from '@common/schemas';
import { Picture } from '@/components/ui/picture';
import type { WithId } from '@/data/collection';

/** A library photo as a square thumbnail (its smallest variants, placeholder underneath). */
export function MediaThumb({ photo, sizes }: { photo: WithId<Media>; sizes: string }) {
  return (
    // Rounded around the placeholder too; h-auto, so the square wins over the height attribute.
    <div className="overflow-hidden rounded-2xl">
      <Picture
        image={imageRefFromMedia(photo.id, photo, photo.alt || photo.filename)}
        sizes={sizes}
        className="aspect-square h-auto w-full"
      />
    </div>
  );
}
