import type { ReactNode } from 'react';
import type { ImageRef } from '@common/schemas';
import { StudioImage } from '@/components/ui/studio-image';

// The two public order forms (a booking, a frame order) share one layout: the form on a card, and
// beside it a summary of what is being ordered, sticky on wide screens.

/** The form's card; an invalid field scrolled into view clears the sticky header. */
export const orderFormCard = 'rounded-3xl border border-sand bg-white/80 p-6 shadow-sm sm:p-10 [&_[aria-invalid]]:scroll-mt-32';

export function OrderFormLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      {children}
      <div className="lg:sticky lg:top-28">{summary}</div>
    </div>
  );
}

/** The summary before anything is chosen: what choosing will show. */
export function SummaryPlaceholder({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside aria-label={label} className="rounded-3xl border border-dashed border-sand p-6 text-sm text-muted">
      {children}
    </aside>
  );
}

/** The summary of the chosen item: its picture, name and figures, and a closing note on payment. */
export function SummaryPanel({
  label,
  image,
  aspect,
  eyebrow,
  title,
  note,
  children,
}: {
  label: string;
  image: ImageRef;
  /** The picture's shape: a package's scene is wide, a frame square. */
  aspect: 'aspect-[4/3]' | 'aspect-square';
  eyebrow: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <aside aria-label={label} className="overflow-hidden rounded-3xl border border-sand bg-white shadow-sm">
      {/* As wide as the layout's summary column (at most 24rem), or the screen. */}
      <StudioImage image={image} className={`${aspect} w-full`} sizes="(min-width: 1024px) 24rem, 100vw" />
      <div className="p-6">
        <p className="eyebrow">{eyebrow}</p>
        <p className="mt-2 font-display text-3xl font-semibold text-ink">{title}</p>
        {children}
        <p className="mt-5 text-xs leading-relaxed text-muted">{note}</p>
      </div>
    </aside>
  );
}

/** A summary's figures: a label on the left, its value on the right. */
export const summaryFigures = 'mt-6 grid grid-cols-[1fr_auto] gap-y-2 border-t border-sand pt-5 text-sm';
