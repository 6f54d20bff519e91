import { memo } from 'react';
import type { GalleryPhoto, GalleryPhotoUrls } from '@common/schemas';
import { HeartIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import type { WithId } from '@/data/collection';
import { cn } from '@/lib/cn';
import { galleryImage } from '@/lib/gallery-image';

/** The grid's first photos, on the first screen of a wide window: loaded at once, not lazily. */
const EAGER_PHOTOS = 4;

type Props = {
  photo: WithId<GalleryPhoto>;
  /** Its signed addresses, once they have come. */
  urls: GalleryPhotoUrls | undefined;
  index: number;
  favourite: boolean;
  /** Issue 38: "Extra · $15" past the package's limit, "Paid extra" once bought. */
  mark?: string;
  onOpen: (index: number) => void;
  onFavourite: (photoId: string, on: boolean) => unknown;
};

/**
 * One photo of the customer's grid, and its favourite toggle. Memoized: a page of addresses or a
 * favourite re-renders only the photos it changes, not all of a 300-photo gallery (each page of
 * addresses re-rendered the whole grid in one task).
 */
export const GalleryTile = memo(function GalleryTile({ photo, urls, index, favourite, mark, onOpen, onFavourite }: Props) {
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={`Open ${photo.fileName}`}
        className="block w-full overflow-hidden rounded-2xl"
      >
        <Picture
          image={galleryImage(photo, urls, photo.fileName)}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw"
          priority={index < EAGER_PHOTOS}
          className="aspect-[4/5] w-full rounded-2xl transition duration-500 group-hover:scale-[1.02]"
        />
      </button>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={favourite ? `Remove ${photo.fileName} from favourites` : `Add ${photo.fileName} to favourites`}
        onClick={() => void onFavourite(photo.id, !favourite)}
        className={cn(
          'absolute right-2 top-2 flex size-10 items-center justify-center rounded-full shadow-md transition',
          favourite ? 'bg-rose text-white' : 'bg-white/90 text-ink hover:bg-white',
        )}
      >
        <HeartIcon filled={favourite} />
      </button>
      {urls?.proof && (
        <span className="pointer-events-none absolute left-2 top-2 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink shadow-md">
          Proof
        </span>
      )}
      {mark && (
        <span className="pointer-events-none absolute bottom-2 left-2 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-ivory shadow-md">
          {mark}
        </span>
      )}
    </li>
  );
});
