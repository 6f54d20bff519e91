import type { GalleryItem } from '@common/schemas';
import type { WithId } from '@/data/collection';
import { CategoryFilter } from './category-filter';
import { GalleryGrid } from './gallery-grid';
import { Lightbox } from './lightbox';
import { useGalleryView } from './use-gallery-view';

/** Filter, grid and lightbox over the published gallery. */
export function GalleryBrowser({ items }: { items: readonly WithId<GalleryItem>[] }) {
  const view = useGalleryView(items);
  const count = view.visible.length;
  return (
    <>
      <CategoryFilter categories={view.categories} selected={view.category} onSelect={view.selectCategory} />
      <p aria-live="polite" className="mb-8 mt-5 text-sm text-muted">
        {count} {count === 1 ? 'photograph' : 'photographs'}
        {view.category === 'All' ? '' : ` in ${view.category}`}
      </p>
      <GalleryGrid items={view.visible} onOpen={view.open} />
      <Lightbox items={view.visible} index={view.openIndex} onStep={view.step} onClose={view.close} />
    </>
  );
}
