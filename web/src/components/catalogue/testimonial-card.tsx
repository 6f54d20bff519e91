import type { Testimonial } from '@common/schemas';
import { StarRating } from './star-rating';

/** One client's words: stars, the quote, who said it and about which event. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex flex-col rounded-3xl bg-ivory p-8 shadow-sm ring-1 ring-sand/60 sm:p-10">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-6 flex-1 font-display text-xl leading-snug text-ink sm:text-2xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-sand/70 pt-5">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="text-sm text-muted">{testimonial.event}</span>
      </figcaption>
    </figure>
  );
}
