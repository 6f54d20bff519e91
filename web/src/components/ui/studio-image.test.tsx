import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryImage as library } from '@/testing/images';
import { StudioImage } from './studio-image';

describe('StudioImage (every catalogue image on the public pages)', () => {
  it('serves a library photo responsively: srcset per format, sizes, reserved space', () => {
    const { container, getByAltText } = render(<StudioImage image={library} sizes="50vw" className="size-full" />);
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(library.srcset!.webp);
    const img = getByAltText('Vows at dusk');
    expect([img.getAttribute('srcset'), img.getAttribute('sizes'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      library.srcset!.jpeg,
      '50vw',
      '1280',
      '853',
    ]);
    // Sized by its container: the placeholder's box takes that size, the photo fills the box.
    const box = img.closest('span')!;
    expect(box.className).toContain('size-full');
    expect(box.querySelector('img[aria-hidden="true"]')?.getAttribute('src')).toBe(library.placeholder);
  });

  it('keeps a drawing (no srcset) a plain lazy image with its size', () => {
    const { getByAltText } = render(<StudioImage image={{ src: '/images/a.svg', width: 1200, height: 800, alt: 'Drawing' }} />);
    const img = getByAltText('Drawing');
    expect([img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('width')]).toEqual(['/images/a.svg', 'lazy', '1200']);
  });
});
