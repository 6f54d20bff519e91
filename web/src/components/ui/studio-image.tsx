import type { ImageRef } from '@common/schemas';

type Props = {
  image: ImageRef;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  sizes?: string;
};

/** Every catalogue image: known dimensions (no layout shift), lazy by default. */
export function StudioImage({ image, className = '', priority = false, sizes }: Props) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={`bg-linen object-cover ${className}`}
    />
  );
}
