import { formatPrice } from '@common/format';
import { SummaryPanel, SummaryPlaceholder, summaryFigures } from '@/components/form/order-form-layout';
import { orderTotal, unitPriceOf, type FrameChoice, type FrameOrderValues } from './frame-order-schema';

/** The side panel: the frame, the size, and unit price × quantity. */
export function FrameOrderSummary({ frames, values }: { frames: FrameChoice[]; values: Partial<FrameOrderValues> }) {
  const frame = frames.find((f) => f.id === values.frameId);
  const unit = unitPriceOf(frames, values);
  const total = orderTotal(frames, values);
  if (!frame) {
    return <SummaryPlaceholder label="Your order">Choose a frame to see it here with its price.</SummaryPlaceholder>;
  }
  return (
    <SummaryPanel
      label="Your order"
      image={frame.image}
      aspect="aspect-square"
      eyebrow={frame.material}
      title={frame.name}
      note="Nothing is charged online. We confirm the photo and delivery with you, then start framing — usually ready in 10–14 days."
    >
      <dl className={summaryFigures}>
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
    </SummaryPanel>
  );
}
