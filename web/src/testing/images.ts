import type { ImageRef } from '@common/schemas';

/** An image ref of a library photo, as imageRefFromMedia makes it: srcset per format and a placeholder. */
export const libraryImage: ImageRef = {
  src: '/media/m1/1280w.jpg',
  width: 1280,
  height: 853,
  alt: 'Vows at dusk',
  mediaId: 'm1',
  srcset: {
    avif: '/media/m1/320w.avif 320w, /media/m1/1280w.avif 1280w',
    webp: '/media/m1/320w.webp 320w, /media/m1/1280w.webp 1280w',
    jpeg: '/media/m1/320w.jpg 320w, /media/m1/1280w.jpg 1280w',
  },
  placeholder: 'data:image/webp;base64,UklGRg==',
};
