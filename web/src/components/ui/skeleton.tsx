/** Placeholder blocks while Firestore answers; announced once to screen readers. */
export function Skeleton({ count = 3, className = 'h-64' }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading" className="contents">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className={`animate-pulse rounded-2xl bg-linen ${className}`} />
      ))}
    </div>
  );
}
