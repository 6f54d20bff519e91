import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedGallery } from '@/data/catalogue';
import { GalleryBrowser } from '@/features/gallery/gallery-browser';
import { BookingBand } from '@/features/home/booking-band';
import { usePageMeta } from '@/lib/use-page-meta';

export function GalleryPage() {
  usePageMeta('Gallery', 'Weddings, portraits, celebrations and brand events styled and photographed by {studio}[[ in {area}]].');
  const gallery = usePublishedGallery();
  return (
    <>
      <PageIntro eyebrow="Gallery" title="Moments, styled and kept">
        A selection from recent weddings, portraits, celebrations and brand days. Choose a category, then open any photograph to see it
        large.
      </PageIntro>
      <div className="container-page pb-24">
        <Loaded
          result={gallery}
          what="the gallery"
          loading={<Skeleton count={6} className="aspect-[4/5]" layout="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />}
          empty={<EmptyState title="New work is on its way">We’re curating our latest sessions. Please check back soon.</EmptyState>}
        >
          {(items) => <GalleryBrowser items={items} />}
        </Loaded>
      </div>
      <BookingBand title="Imagine your day here" />
    </>
  );
}
