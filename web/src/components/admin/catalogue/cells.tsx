import type { ImageRef } from '@common/schemas';
import { formatPrice } from '@common/format';

/** The first column of most catalogue tables: a small picture, the name, a quiet second line. */
export function TitleCell({ title, detail, image }: { title: string; detail?: string; image?: ImageRef }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {image && (
        <img
          src={image.src}
          alt=""
          width={56}
          height={Math.round((56 * image.height) / image.width)}
          loading="lazy"
          className="h-11 w-14 shrink-0 rounded-lg bg-linen object-cover"
        />
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{title}</p>
        {detail && <p className="truncate text-xs text-muted">{detail}</p>}
      </div>
    </div>
  );
}

export const PriceCell = ({ amount }: { amount: number }) => <span className="tabular-nums">{formatPrice(amount)}</span>;

/** A two-line clamp for longer text (summaries, answers). */
export const ClampCell = ({ text }: { text: string }) => <span className="line-clamp-2 max-w-md text-ink-soft">{text}</span>;
