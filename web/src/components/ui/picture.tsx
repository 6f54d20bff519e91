import type { ImageRef } from '@common/schemas';
import { cx } from '@/lib/cx';

type Props = {
  image: ImageRef;
  /** How wide the picture shows at each breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw": the browser picks the variant. */
  sizes: string;
  /** The first photo a visitor sees: fetched at once with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Size and shape of the picture: its box (with a placeholder, the wrapper that holds both). */
  className?: string;
  /** How the photo sits in its box (object-position, object-fit): always on the image itself. */
  imageClassName?: string;
  /** Cropped to fill its box (the default), or whole inside it. */
  fit?: 'cover' | 'contain';
  /**
   * Off only where the image must size itself (the lightbox: as large as fits, its own proportions),
   * which a wrapper cannot do for it.
   */
  withPlaceholder?: boolean;
};

/**
 * A responsive photograph. A library photo (image ref with srcset) offers each format it has (AVIF,
 * WebP, JPEG) at every width, so a phone downloads a phone-sized file; width and height reserve its
 * space (no layout shift); its tiny blurred placeholder sits underneath until it arrives. Refs from
 * before the library (a typed address) render as a plain image.
 */
export function Picture({ image, sizes, priority = false, className, imageClassName, fit = 'cover', withPlaceholder = true }: Props) {
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
      // With a placeholder the box is the wrapper's and the photo fills it, in the grid's one cell
      // (the <source>s would otherwise take rows above it). Positioned: the placeholder's blur and
      // scale paint it in a later layer than in-flow images, so without this the photo would load
      // underneath it and never show.
      className={cx(
        fit === 'cover' ? 'object-cover' : 'object-contain',
        placeholder ? 'relative size-full [grid-area:1/1]' : cx('bg-linen', className),
        imageClassName,
      )}
    />
  );
  const picture = srcset ? (
    // display: contents, so the img itself is laid out in the box.
    <picture className="contents">
      {srcset.avif && <source type="image/avif" srcSet={srcset.avif} sizes={sizes} />}
      {srcset.webp && <source type="image/webp" srcSet={srcset.webp} sizes={sizes} />}
      {img}
    </picture>
  ) : (
    img
  );
  if (!placeholder) return picture;
  // The wrapper takes the picture's box (a size from its container, an aspect ratio, or the
  // photo's own proportions through the image's width and height), so no layout changes when the
  // photo arrives. The placeholder fills it, out of the flow; an <img> rather than a CSS
  // background, because the content security policy allows no inline styles. Chrome does not count
  // such a low-detail image as the largest paint, so the photo stays the page's LCP.
  return (
    // One cell as large as the box: the photo fills a box with a set size or aspect ratio, and gives
    // its own proportions to one without (100% tracks count as auto there). Auto tracks would be
    // sized by the photo instead, and a 4:3 photo would not fill a 4:5 box.
    <span className={cx('relative grid grid-cols-[100%] grid-rows-[100%] overflow-hidden bg-linen', className)}>
      <img src={placeholder} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover blur-md" />
      {picture}
    </span>
  );
}
