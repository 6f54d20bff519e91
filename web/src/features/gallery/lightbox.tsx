import type { GalleryItem } from '@common/schemas';
import { LightboxFrame } from '@/components/ui/lightbox-frame';
import { StudioImage } from '@/components/ui/studio-image';

type Props = { items: readonly GalleryItem[]; index: number | null; onStep: (step: -1 | 1) => void; onClose: () => void };

/** The public gallery's viewer: one catalogue photo, its title and category. */
export function Lightbox({ items, index, onStep, onClose }: Props) {
  const item = index === null ? undefined : items[index];
  if (!item || index === null) return null;
  return (
    <LightboxFrame
      count={items.length}
      index={index}
      onStep={onStep}
      onClose={onClose}
      caption={
        <>
          <h2 id="lightbox-title" className="font-display text-2xl text-ivory sm:text-3xl">
            {item.title}
          </h2>
          <p className="mt-1 text-xs uppercase tracking-[0.2em] text-sand">{item.category}</p>
        </>
      }
    >
      <StudioImage
        key={item.image.src}
        image={item.image}
        priority
        // As large as fits, in its own proportions: the image sizes itself, so no placeholder wrapper.
        withPlaceholder={false}
        fit="contain"
        className="h-auto max-h-full w-auto max-w-full rounded-lg shadow-2xl"
      />
    </LightboxFrame>
  );
}
