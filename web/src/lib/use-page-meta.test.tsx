import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { libraryImage } from '@/testing/images';
import { testStudio } from '@/testing/studio';
import { siteUrl } from './site-url';
import { usePageMeta } from './use-page-meta';

function Page({ image }: { image?: string }) {
  usePageMeta('Packages', 'What {studio} offers.', { image });
  return null;
}

const shareImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

describe('usePageMeta: the link-preview image', () => {
  it('is the home page photograph for a page without its own (a raster previews better than the drawing)', () => {
    renderWithSession(<Page />, { studio: testStudio({ heroImage: libraryImage }) });
    expect(shareImage()).toBe(new URL(libraryImage.src, siteUrl).href);
  });

  it('is the page’s own image when it has one', () => {
    renderWithSession(<Page image="/media/post1/1280w.jpg" />, { studio: testStudio({ heroImage: libraryImage }) });
    expect(shareImage()).toBe(new URL('/media/post1/1280w.jpg', siteUrl).href);
  });

  it('is the studio’s drawing until a photograph is chosen', () => {
    renderWithSession(<Page />, { studio: testStudio() });
    expect(shareImage()).toBe(new URL('/images/hero/hero.svg', siteUrl).href);
  });
});

describe('usePageMeta: the description', () => {
  function Home() {
    usePageMeta('', '{studio} is a studio[[ serving {area}]]: weddings and portraits.');
    return null;
  }
  const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it('names the studio and the area it serves from its settings', () => {
    renderWithSession(<Home />, { studio: testStudio({ name: 'North Light', areaServed: 'Manchester and the North West' }) });
    expect(description()).toBe('North Light is a studio serving Manchester and the North West: weddings and portraits.');
  });

  it('names no place when the studio names none', () => {
    renderWithSession(<Home />, { studio: testStudio({ name: 'North Light', areaServed: '' }) });
    expect(description()).toBe('North Light is a studio: weddings and portraits.');
  });
});
