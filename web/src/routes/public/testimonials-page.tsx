import { TestimonialCard } from '@/components/catalogue/testimonial-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedTestimonials } from '@/data/catalogue';
import { BookingBand } from '@/features/home/booking-band';
import { usePageMeta } from '@/lib/use-page-meta';

/** Every published testimonial (the home page shows the featured few). */
export function TestimonialsPage() {
  usePageMeta('Kind words', 'What couples, families and brands say about working with {studio}, in their own words.');
  const testimonials = usePublishedTestimonials();
  return (
    <>
      <PageIntro eyebrow="Kind words" title="Stories from our clients">
        What the people we have photographed and styled for tell us afterwards, in their own words.
      </PageIntro>
      <div className="container-page pb-20">
        <Loaded
          result={testimonials}
          what="our clients' words"
          loading={<Skeleton count={3} className="h-72 rounded-3xl" layout="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />}
          empty={<EmptyState title="No stories yet">Our clients’ words will appear here soon.</EmptyState>}
        >
          {(list) => (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </div>
          )}
        </Loaded>
      </div>
      <BookingBand title="Let’s write your story next" />
    </>
  );
}
