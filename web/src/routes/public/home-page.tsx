import { BookingBand } from '@/features/home/booking-band';
import { FeaturedPackages } from '@/features/home/featured-packages';
import { GalleryHighlights } from '@/features/home/gallery-highlights';
import { Hero } from '@/features/home/hero';
import { LatestPosts } from '@/features/home/latest-posts';
import { ServicesSection } from '@/features/home/services-section';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { usePublishedTestimonials } from '@/data/catalogue';
import { usePageMeta } from '@/lib/use-page-meta';
import { reviewRating } from '@/lib/structured-data';
import { isReviewTestimonial } from '@common/schemas/workflows';

/** The stars of published reviews only (testimonials made from reviews, not the owner's own quotes). */
function usePublishedReviewRating() {
  const published = usePublishedTestimonials().data ?? [];
  return reviewRating(published.filter((t) => isReviewTestimonial(t.id)).map((t) => t.rating));
}

export function HomePage() {
  usePageMeta(
    '',
    '{studio} is a photography and event-styling studio[[ serving {area}]]: weddings, portraits, celebrations and brand events, styled and photographed by one team.',
    { studioBusiness: true, rating: usePublishedReviewRating() },
  );
  return (
    <>
      <Hero />
      <ServicesSection />
      <FeaturedPackages />
      <GalleryHighlights />
      <TestimonialsSection />
      <LatestPosts />
      <BookingBand />
    </>
  );
}
