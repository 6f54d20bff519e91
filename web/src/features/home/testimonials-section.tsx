import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedTestimonials } from '@/data/catalogue';
import { HomeSection } from './section';
import { StarRating } from './star-rating';

const SHOWN = 3;

export function TestimonialsSection() {
  const testimonials = usePublishedTestimonials(SHOWN);
  if (testimonials.data?.length === 0) return null;
  return (
    <HomeSection id="testimonials" tone="linen" eyebrow="Kind words" title="Stories from our clients">
      <div className="grid gap-6 lg:grid-cols-3">
        <Loaded
          result={testimonials}
          what="our clients' words"
          loading={<Skeleton count={3} className="h-72 rounded-3xl" />}
          errorClassName="lg:col-span-3"
        >
          {(list) =>
            list.slice(0, SHOWN).map((testimonial) => (
              <figure key={testimonial.id} className="flex flex-col rounded-3xl bg-ivory p-8 shadow-sm ring-1 ring-sand/60 sm:p-10">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-6 flex-1 font-display text-xl leading-snug text-ink sm:text-2xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-8 border-t border-sand/70 pt-5">
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="text-sm text-muted">{testimonial.event}</span>
                </figcaption>
              </figure>
            ))
          }
        </Loaded>
      </div>
    </HomeSection>
  );
}
