import type { ImageRef } from '@common/schemas';
import { Picture } from './picture';

type Props = {
  image: ImageRef;
  className?: string;
  /** How the photo sits in its box (object-position): on the image itself. */
  imageClassName?: string;
  /** Cropped to fill its box (the default), or whole inside it. */
  fit?: 'cover' | 'contain';
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** How wide it shows at each breakpoint: the browser picks a library photo's variant by it. */
  sizes?: string;
  /** See Picture: off only where the image sizes itself. */
  withPlaceholder?: boolean;
};

/**
 * A catalogue image sized by its container (size-full, aspect boxes): a Picture (srcset, sizes,
 * reserved space, placeholder, lazy unless first) on the linen ground.
 */
export function StudioImage({ sizes = '100vw', ...props }: Props) {
  return <Picture sizes={sizes} {...props} />;
}
