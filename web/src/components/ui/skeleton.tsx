type Props = {
  count?: number;
  /** Each block's size and shape. */
  className?: string;
  /** The blocks' own grid where the placeholder stands alone; without it they join the grid around them. */
  layout?: string;
};

/** Placeholder blocks while Firestore answers; announced once to screen readers. */
export function Skeleton({ count = 3, className = 'h-64', layout = 'contents' }: Props) {
  return (
    <div role="status" aria-label="Loading" className={layout}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className={`animate-pulse rounded-2xl bg-linen ${className}`} />
      ))}
    </div>
  );
}
