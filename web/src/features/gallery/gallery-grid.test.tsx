import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryImage } from '@/testing/images';
import { GalleryGrid } from './gallery-grid';

const item = (id: string, title: string) => ({
  id,
  title,
  category: 'Weddings',
  image: { ...libraryImage, alt: title },
  featured: false,
  order: 0,
  published: true,
  keywords: [],
});

describe('GalleryGrid', () => {
  it('asks for half-width files below lg (two columns) and a third from lg; the first photo first, with its placeholder', () => {
    const { getByAltText } = render(<GalleryGrid items={[item('a', 'First'), item('b', 'Second')]} onOpen={() => {}} />);
    const [first, second] = [getByAltText('First'), getByAltText('Second')];
    expect(first.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, 50vw');
    expect([first.getAttribute('fetchpriority'), second.getAttribute('loading')]).toEqual(['high', 'lazy']);
    expect(first.closest('span')!.querySelector('img[aria-hidden="true"]')?.getAttribute('src')).toBe(libraryImage.placeholder);
  });
});
