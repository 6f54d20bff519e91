import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';

/** Replaces a sent form; takes focus so screen-reader and keyboard users land on the news. */
export function SentConfirmation({
  title,
  children,
  onAgain,
  againLabel,
}: {
  title: string;
  children: ReactNode;
  onAgain: () => void;
  againLabel: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred rather than scrolled to the edge, where the sticky header would cover it.
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="rounded-2xl bg-ivory px-6 py-12 text-center outline-none sm:px-10">
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-sage/15 text-2xl text-sage">
        ✓
      </span>
      <p className="mt-5 font-display text-3xl text-ink">{title}</p>
      <div className="mx-auto mt-3 max-w-md leading-relaxed text-ink-soft">{children}</div>
      <Button variant="secondary" className="mt-8" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
