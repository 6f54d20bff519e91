import type { FrameChoice } from './frame-order-schema';

const image = { src: '/f.jpg', width: 600, height: 600, alt: '' };
/** Two frames for the tests: one in two sizes, one in a single size. */
export const frames: FrameChoice[] = [
  {
    id: 'oak',
    name: 'Natural Oak',
    material: 'Oak',
    description: '',
    image,
    sizes: [
      { label: '8×10 in', price: 85 },
      { label: '16×20 in', price: 190 },
    ],
  },
  { id: 'gilt', name: 'Gilded Classic', material: 'Gilt', description: '', image, sizes: [{ label: '11×14 in', price: 240 }] },
];
