import { BookingBand } from '@/features/home/booking-band';
import { FeaturedPackages } from '@/features/home/featured-packages';
import { GalleryHighlights } from '@/features/home/gallery-highlights';
import { Hero } from '@/features/home/hero';
import { LatestPosts } from '@/features/home/latest-posts';
import { ServicesSection } from '@/features/home/services-section';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { usePageMeta } from '@/lib/use-page-meta';

export function HomePage() {
  usePageMeta(
    '',
    '{studio} is a photography and event-styling studio[[ serving {area}]]: weddings, portraits, celebrations and brand events, styled and photographed by one team.',
    { studioBusiness: true },
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
