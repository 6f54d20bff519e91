import type { ImageRef } from '@common/schemas';
import { cx } from '@/lib/cx';

type Props = {
  image: ImageRef;
  /** How wide the picture shows at each breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw": the browser picks the variant. */
  sizes: string;
  /** The first photo a visitor sees: fetched at once with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Size and shape of the picture (applied to the image itself). */
  className?: string;
  /** Cropped to fill its box (the default), or whole inside it. */
  fit?: 'cover' | 'contain';
  /**
   * Show the blurred placeholder (in a grid cell around the image). Off where the image's size
   * comes from its container (size-full, max-h-full): the wrapper would not take that size.
   */
  withPlaceholder?: boolean;
};

/**
 * A responsive photograph. A library photo (image ref with srcset) offers each format it has (AVIF,
 * WebP, JPEG) at every width, so a phone downloads a phone-sized file; width and height reserve its
 * space (no layout shift); its tiny blurred placeholder sits underneath until it arrives. Refs from
 * before the library (a typed address) render as a plain image.
 */
export function Picture({ image, sizes, priority = false, className, fit = 'cover', withPlaceholder = true }: Props) {
  const { srcset } = image;
  const placeholder = withPlaceholder ? image.placeholder : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={srcset?.jpeg}
      sizes={srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      // Positioned: the placeholder's blur and scale paint it in a later layer than in-flow images,
      // so without this the photo would load underneath it and never show.
      className={cx(fit === 'cover' ? 'object-cover' : 'object-contain', placeholder ? 'relative [grid-area:1/1]' : 'bg-linen', className)}
    />
  );
  const picture = srcset ? (
    // display: contents, so the img itself is the grid item and the sizes in className apply to it.
    <picture className="contents">
      {srcset.avif && <source type="image/avif" srcSet={srcset.avif} sizes={sizes} />}
      {srcset.webp && <source type="image/webp" srcSet={srcset.webp} sizes={sizes} />}
      {img}
    </picture>
  ) : (
    img
  );
  if (!placeholder) return picture;
  // The placeholder fills the space the photo reserves, taken out of the flow so its own (rounded)
  // proportions never add a sliver below the photo. An <img> rather than a CSS background, because
  // the content security policy allows no inline styles.
  return (
    <span className="relative grid overflow-hidden">
      <img src={placeholder} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover blur-md" />
      {picture}
    </span>
  );
}
