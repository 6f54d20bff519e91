import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryImage } from '@/testing/images';
import { Picture } from './picture';

const library = libraryImage;
const SIZES = '(min-width: 1024px) 33vw, 100vw';

describe('Picture', () => {
  it('offers every format at every width with the sizes, best format first, and a JPEG fallback', () => {
    const { container } = render(<Picture image={library} sizes={SIZES} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', library.srcset!.avif, SIZES],
      ['image/webp', library.srcset!.webp, SIZES],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/m1/1280w.jpg');
    expect(img.getAttribute('srcset')).toBe(library.srcset!.jpeg);
    expect(img.getAttribute('sizes')).toBe(SIZES);
  });

  it('reserves its space: width, height and alt text on the image, which fills the box the placeholder shares', () => {
    const { getByAltText } = render(
      <Picture image={library} sizes={SIZES} className="aspect-[3/2] w-full" imageClassName="object-[64%_center]" />,
    );
    const img = getByAltText('Vows at dusk');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '853']);
    const box = img.closest('span')!;
    expect(box.className).toContain('aspect-[3/2] w-full');
    // One cell as large as the box, so the photo fills it whatever its own proportions.
    expect(box.className).toContain('grid grid-cols-[100%] grid-rows-[100%]');
    // In the grid's one cell: the <source>s, grid items too, would push it into a row of its own.
    expect(img.className).toContain('size-full [grid-area:1/1]');
    expect(img.className).toContain('object-[64%_center]');
    expect(img.className).not.toContain('aspect-[3/2]');
  });

  it('loads lazily unless it is the first photo a visitor sees, which is eager and high priority', () => {
    const lazy = render(<Picture image={library} sizes={SIZES} />).getByAltText('Vows at dusk');
    expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    const first = render(<Picture image={{ ...library, alt: 'First' }} sizes={SIZES} priority />).getByAltText('First');
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('shows the placeholder underneath, hidden from assistive technology', () => {
    const { container } = render(<Picture image={library} sizes={SIZES} />);
    const placeholder = container.querySelector('span > img[aria-hidden="true"]')!;
    expect(placeholder.className).toContain('absolute inset-0');
    expect(placeholder.getAttribute('src')).toBe(library.placeholder);
    expect(placeholder.getAttribute('alt')).toBe('');
    // The photo paints above it: the placeholder's filter and transform lift it over unpositioned images.
    expect(container.querySelector('picture > img')!.className).toContain('relative');
  });

  it('leaves the placeholder out where the image must size itself, and then the box is the image', () => {
    const { container } = render(<Picture image={library} sizes={SIZES} withPlaceholder={false} className="max-h-full w-auto" />);
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
    expect(container.querySelector('picture > img')!.className).toContain('max-h-full w-auto');
  });

  it('renders an older ref (a typed address, no srcset or placeholder) as a plain image', () => {
    const { container } = render(<Picture image={{ src: '/images/a.svg', width: 1200, height: 800, alt: 'Drawing' }} sizes={SIZES} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')]).toEqual(['/images/a.svg', null, null]);
  });
});
