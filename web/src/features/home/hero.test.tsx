import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageRef } from '@common/schemas';
import { LoginModalProvider } from '@/session/login-modal-context';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { HERO_DRAWING, Hero } from './hero';

const photo: ImageRef = {
  src: '/media/hero1/1280w.jpg',
  width: 1280,
  height: 720,
  alt: 'A bride laughing under the arch',
  mediaId: 'hero1',
  srcset: {
    webp: '/media/hero1/640w.webp 640w, /media/hero1/1280w.webp 1280w',
    jpeg: '/media/hero1/640w.jpg 640w, /media/hero1/1280w.jpg 1280w',
  },
  placeholder: 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoQAAsAAUAmJaQAA3AA/v89WAAAAA==',
};

const hero = (
  <LoginModalProvider>
    <Hero />
  </LoginModalProvider>
);

describe('Hero', () => {
  it('shows the photograph the owner chose, responsive and fetched first (the LCP image)', () => {
    const { container } = renderWithSession(hero, { studio: testStudio({ heroImage: photo }) });
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img.getAttribute('src')).toBe(photo.src);
    expect(img.getAttribute('srcset')).toBe(photo.srcset!.jpeg);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    const webp = container.querySelector('source[type="image/webp"]');
    expect(webp?.getAttribute('srcset')).toBe(photo.srcset!.webp);
    // The blurred placeholder underneath, until the photograph arrives.
    expect(container.querySelector(`img[src="${photo.placeholder}"]`)).not.toBeNull();
    expect(container.querySelector(`img[src="${HERO_DRAWING.src}"]`)).toBeNull();
  });

  it('shows the studio’s drawing until a photograph is chosen', () => {
    renderWithSession(hero, { studio: testStudio() });
    const img = screen.getByRole('img', { name: HERO_DRAWING.alt });
    expect(img.getAttribute('src')).toBe(HERO_DRAWING.src);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the drawing before the settings are saved at all', () => {
    renderWithSession(hero, { studio: null });
    expect(screen.getByRole('img', { name: HERO_DRAWING.alt }).getAttribute('src')).toBe(HERO_DRAWING.src);
  });

  it('names the area the studio serves, and no place when it names none', () => {
    const { unmount } = renderWithSession(hero, { studio: testStudio({ areaServed: 'Manchester and the North West' }) });
    expect(
      screen.getByText('Weddings, portraits, celebrations and brand events across Manchester and the North West.'),
    ).toBeInTheDocument();
    unmount();
    renderWithSession(hero, { studio: testStudio({ areaServed: '' }) });
    expect(screen.queryByText(/brand events across/)).toBeNull();
  });
});
