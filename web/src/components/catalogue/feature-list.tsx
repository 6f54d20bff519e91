/** What a package includes, each line with a quiet check mark. */
export function FeatureList({ features, className = '' }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-[0.95rem] leading-snug text-ink-soft">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 text-champagne-dark"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m4 10.5 3.5 3.5L16 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {feature}
        </li>
      ))}
    </ul>
  );
}
