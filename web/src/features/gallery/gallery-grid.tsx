import type { GalleryItem } from '@common/schemas';
import { Picture } from '@/components/ui/picture';
import type { WithId } from '@/data/collection';

type Props = { items: readonly WithId<GalleryItem>[]; onOpen: (index: number) => void };

/** Masonry-like columns: every picture keeps its own proportions; each one opens the lightbox. */
export function GalleryGrid({ items, onOpen }: Props) {
  return (
    <ul className="columns-2 gap-3 sm:gap-5 lg:columns-3">
      {items.map((item, index) => (
        <li key={item.id} className="mb-3 break-inside-avoid sm:mb-5">
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={`${item.title} — view larger`}
            aria-haspopup="dialog"
            className="group relative block w-full scroll-mt-24 overflow-hidden rounded-xl text-left sm:rounded-2xl"
          >
            {/* The first photo is the page's largest paint: fetched at once; the rest lazily. */}
            <Picture
              image={item.image}
              priority={index === 0}
              // Two columns up to lg, three from there: a phone needs a half-width file, not a full-width one.
              sizes="(min-width: 1024px) 33vw, 50vw"
              className="h-auto w-full transition duration-700 group-hover:scale-[1.03]"
            />
            <span className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-ink/75 to-transparent px-5 pb-4 pt-14 text-ivory opacity-0 transition duration-300 group-hover:opacity-100 group-focus-visible:opacity-100">
              <span className="font-display text-xl">{item.title}</span>
              <span className="text-xs uppercase tracking-[0.18em] text-sand">{item.category}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
