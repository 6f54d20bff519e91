import { formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import { orderTotal, unitPriceOf, type FrameChoice, type FrameOrderValues } from './frame-order-schema';

/** The side panel: the frame, the size, and unit price × quantity. */
export function FrameOrderSummary({ frames, values }: { frames: FrameChoice[]; values: Partial<FrameOrderValues> }) {
  const frame = frames.find((f) => f.id === values.frameId);
  const unit = unitPriceOf(frames, values);
  const total = orderTotal(frames, values);
  if (!frame) {
    return (
      <aside aria-label="Your order" className="rounded-3xl border border-dashed border-sand p-6 text-sm text-muted">
        Choose a frame to see it here with its price.
      </aside>
    );
  }
  return (
    <aside aria-label="Your order" className="overflow-hidden rounded-3xl border border-sand bg-white shadow-sm">
      <StudioImage image={frame.image} className="aspect-square w-full" sizes="(min-width: 1024px) 24rem, 100vw" />
      <div className="p-6">
        <p className="eyebrow">{frame.material}</p>
        <p className="mt-2 font-display text-3xl font-semibold text-ink">{frame.name}</p>
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-2 border-t border-sand pt-5 text-sm">
          <dt className="text-ink-soft">Size</dt>
          <dd className="text-right text-ink">{values.size || '—'}</dd>
          <dt className="text-ink-soft">Price per frame</dt>
          <dd className="text-right text-ink">{unit === undefined ? '—' : formatPrice(unit)}</dd>
          <dt className="text-ink-soft">Quantity</dt>
          <dd className="text-right text-ink">{values.quantity ?? '—'}</dd>
          <dt className="border-t border-sand pt-3 font-semibold text-ink">Total</dt>
          <dd className="border-t border-sand pt-3 text-right font-display text-2xl font-semibold text-ink" aria-live="polite">
            {total === undefined ? '—' : formatPrice(total)}
          </dd>
        </dl>
        <p className="mt-5 text-xs leading-relaxed text-muted">
          Nothing is charged online. We confirm the photo and delivery with you, then start framing — usually ready in 10–14 days.
        </p>
      </div>
    </aside>
  );
}
