import type { Frame } from '@common/schemas';
import { frameBookingPath } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import type { WithId } from '@/data/collection';
import { startingPrice } from './frame-sizes';

/** One frame as an editorial row: picture on one side, details and the size/price table on the other. */
/** `priority` for the first frame: its picture is the largest thing a phone shows first. */
export function FrameFeature({ frame, reversed, priority = false }: { frame: WithId<Frame>; reversed: boolean; priority?: boolean }) {
  const titleId = `frame-${frame.id}`;
  return (
    <article aria-labelledby={titleId} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
      <div className={`overflow-hidden rounded-3xl bg-linen ${reversed ? 'lg:order-last' : ''}`}>
        <StudioImage
          image={frame.image}
          priority={priority}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/5] size-full sm:aspect-[4/3] lg:aspect-[4/5]"
        />
      </div>
      <div>
        <p className="eyebrow">{frame.material}</p>
        <h2 id={titleId} className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
          {frame.name}
        </h2>
        <p className="mt-3 text-ink-soft">
          From <span className="font-display text-2xl font-semibold text-ink">{formatPrice(startingPrice(frame))}</span>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{frame.description}</p>
        <table className="mt-8 w-full max-w-md border-collapse text-left">
          <caption className="sr-only">Sizes and prices for {frame.name}</caption>
          <thead>
            <tr className="border-b border-ink/15 text-xs uppercase tracking-[0.18em] text-muted">
              <th scope="col" className="py-3 font-semibold">
                Size
              </th>
              <th scope="col" className="py-3 text-right font-semibold">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {frame.sizes.map((size) => (
              <tr key={size.label} className="border-b border-sand/80">
                <th scope="row" className="py-3.5 font-medium text-ink">
                  {size.label}
                </th>
                <td className="py-3.5 text-right tabular-nums text-ink-soft">{formatPrice(size.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ButtonLink to={frameBookingPath(frame.id)} size="lg" className="mt-9" aria-label={`Order this frame: ${frame.name}`}>
          Order this frame
        </ButtonLink>
      </div>
    </article>
  );
}
