import type { FrameInput } from '@common/schemas';
import frames from './frames.json' with { type: 'json' };
import { imageRef, type ImageKey } from './images';
import type { SeedDoc } from './types';

/** The frame collection (a data file: name, words, picture, price per size), listed in its order, all on sale. */
export const FRAMES: SeedDoc<FrameInput>[] = frames.map(({ id, image, sizes, ...frame }, index) => ({
  id,
  data: {
    ...frame,
    image: imageRef(image as ImageKey),
    sizes: Object.entries(sizes).map(([label, price]) => ({ label, price })),
    order: index + 1,
    active: true,
  },
}));
