import type { ImageRef } from '@common/schemas';
import { Picture } from './picture';

type Props = {
  image: ImageRef;
  className?: string;
  fit?: 'cover' | 'contain';
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** How wide it shows at each breakpoint: the browser picks a library photo's variant by it. */
  sizes?: string;
};

/**
 * A catalogue image sized by its container (size-full, aspect boxes): a Picture (srcset, sizes,
 * reserved space, lazy unless first) on the linen ground, without the placeholder's wrapper, which
 * would not take the container's size.
 */
export function StudioImage({ image, className = '', fit, priority = false, sizes = '100vw' }: Props) {
  return <Picture image={image} sizes={sizes} priority={priority} fit={fit} className={`bg-linen ${className}`} withPlaceholder={false} />;
}
