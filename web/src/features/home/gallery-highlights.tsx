import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { StudioImage } from '@/components/ui/studio-image';
import { useFeaturedGallery } from '@/data/catalogue';
import { HomeSection } from './section';

const SHOWN = 5;
// An editorial mosaic on wide screens: the first picture leads, the rest fill around it.
const TILE = ['lg:col-span-2 lg:row-span-2', '', '', '', ''];

export function GalleryHighlights() {
  const gallery = useFeaturedGallery(SHOWN);
  if (gallery.data?.length === 0) return null;
  return (
    <HomeSection
      id="gallery"
      eyebrow="Gallery"
      title="Moments we’ve treasured"
      more={{ to: paths.gallery, label: 'View the full gallery' }}
    >
      <Loaded
        result={gallery}
        what="the gallery"
        loading={<Skeleton count={4} className="aspect-square" layout="grid grid-cols-2 gap-4 lg:grid-cols-4" />}
      >
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:auto-rows-[15rem] lg:grid-cols-4">
            {items.map((item, index) => (
              <li key={item.id} className={`group overflow-hidden rounded-2xl ${index === 0 ? 'col-span-2' : ''} ${TILE[index] ?? ''}`}>
                <Link
                  to={paths.gallery}
                  className="relative block size-full"
                  aria-label={`${item.title}, ${item.category} — open the gallery`}
                >
                  <StudioImage
                    image={item.image}
                    // The first tile spans two of the columns (two of two on a phone, two of four from lg).
                    sizes={index === 0 ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 25vw, 50vw'}
                    className={`size-full transition duration-700 group-hover:scale-[1.04] ${index === 0 ? 'aspect-[3/2] lg:aspect-auto' : 'aspect-square lg:aspect-auto'}`}
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 to-transparent px-4 pb-3 pt-10 text-sm font-medium text-ivory opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100">
                    {item.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </HomeSection>
  );
}
