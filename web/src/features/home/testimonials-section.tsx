import { paths } from '@common/paths';
import { TestimonialCard } from '@/components/catalogue/testimonial-card';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedTestimonials } from '@/data/catalogue';
import { HomeSection } from './section';

const SHOWN = 3;

/** The testimonials the owner features (Manage Services → Testimonials); every one is on /testimonials. */
export function TestimonialsSection() {
  const testimonials = useFeaturedTestimonials(SHOWN);
  if (testimonials.data?.length === 0) return null;
  return (
    <HomeSection
      id="testimonials"
      tone="linen"
      eyebrow="Kind words"
      title="Stories from our clients"
      more={{ to: paths.testimonials, label: 'Read every story' }}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Loaded
          result={testimonials}
          what="our clients' words"
          loading={<Skeleton count={3} className="h-72 rounded-3xl" />}
          errorClassName="lg:col-span-3"
        >
          {(list) => list.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)}
        </Loaded>
      </div>
    </HomeSection>
  );
}
