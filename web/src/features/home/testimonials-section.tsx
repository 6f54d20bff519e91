import { paths } from '@common/paths';
import { TestimonialCard } from '@/components/catalogue/testimonial-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedTestimonials } from '@/data/catalogue';
import { HomeSection } from './section';

const SHOWN = 3;

/** The testimonials the owner features (Manage Services → Testimonials); every one is on /testimonials. */
export function TestimonialsSection() {
  const testimonials = useFeaturedTestimonials(SHOWN);
  if (testimonials.status === 'success' && testimonials.data.length === 0) return null;
  return (
    <HomeSection
      id="testimonials"
      tone="linen"
      eyebrow="Kind words"
      title="Stories from our clients"
      more={{ to: paths.testimonials, label: 'Read every story' }}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {testimonials.status === 'loading' ? (
          <Skeleton count={3} className="h-72 rounded-3xl" />
        ) : (
          testimonials.data.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)
        )}
      </div>
    </HomeSection>
  );
}
