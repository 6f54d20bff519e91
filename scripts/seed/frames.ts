import type { FrameInput } from '@common/schemas';
import { imageRef } from './images';
import type { SeedDoc } from './types';

export const FRAMES: SeedDoc<FrameInput>[] = [
  {
    id: 'classic-oak',
    data: {
      name: 'Classic Oak',
      description: 'A warm, solid white-oak moulding with an ivory acid-free mat. Our most popular frame for family portraits.',
      material: 'Solid white oak',
      image: imageRef('frames/classic-oak'),
      sizes: [
        { label: '8×10 in', price: 85 },
        { label: '11×14 in', price: 120 },
        { label: '16×20 in', price: 185 },
        { label: '20×24 in', price: 240 },
      ],
      order: 1,
      active: true,
    },
  },
  {
    id: 'walnut-gallery',
    data: {
      name: 'Walnut Gallery',
      description: 'Deep American walnut with a satin oil finish and a wide mat, for prints that deserve a little ceremony.',
      material: 'American black walnut',
      image: imageRef('frames/walnut-gallery'),
      sizes: [
        { label: '8×10 in', price: 95 },
        { label: '11×14 in', price: 135 },
        { label: '16×20 in', price: 210 },
      ],
      order: 2,
      active: true,
    },
  },
  {
    id: 'matte-black',
    data: {
      name: 'Matte Black Modern',
      description: 'A slim matte-black profile with a deep mat: quiet, graphic and at home in any room.',
      material: 'Powder-coated aluminium',
      image: imageRef('frames/matte-black'),
      sizes: [
        { label: '5×7 in', price: 45 },
        { label: '8×10 in', price: 65 },
        { label: '11×14 in', price: 95 },
        { label: '16×20 in', price: 150 },
      ],
      order: 3,
      active: true,
    },
  },
  {
    id: 'gilded-heirloom',
    data: {
      name: 'Gilded Heirloom',
      description: 'Hand-gilded with a soft antique finish, for the wedding portrait that will hang in the hallway for decades.',
      material: 'Hand-gilded ash',
      image: imageRef('frames/gilded-heirloom'),
      sizes: [
        { label: '8×10 in', price: 140 },
        { label: '11×14 in', price: 195 },
        { label: '16×20 in', price: 290 },
      ],
      order: 4,
      active: true,
    },
  },
  {
    id: 'gallery-white',
    data: {
      name: 'Gallery White',
      description: 'A crisp white box frame with a generous mat, like the walls of a gallery. Lovely in a grid of three.',
      material: 'Painted maple',
      image: imageRef('frames/gallery-white'),
      sizes: [
        { label: '8×10 in', price: 70 },
        { label: '11×14 in', price: 105 },
        { label: '16×20 in', price: 165 },
        { label: '24×36 in', price: 320 },
      ],
      order: 5,
      active: true,
    },
  },
  {
    id: 'brass-float',
    data: {
      name: 'Brass Float',
      description: 'A fine brushed-brass edge that floats the print between two panes of glass, for small, precious pictures.',
      material: 'Brushed brass and glass',
      image: imageRef('frames/brass-float'),
      sizes: [
        { label: '5×7 in', price: 75 },
        { label: '8×10 in', price: 110 },
        { label: '11×14 in', price: 160 },
      ],
      order: 6,
      active: true,
    },
  },
];
