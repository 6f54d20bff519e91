const MAX_STARS = 5;

/** Stars for the eye, "Rated n out of 5" for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-champagne" role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className={`size-4 ${i < rating ? '' : 'opacity-25'}`} fill="currentColor" aria-hidden="true">
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </p>
  );
}
