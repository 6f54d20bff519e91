import { describe, expect, it } from 'vitest';
import { imageRefSchema } from './common';
import { imageRefFromMedia, mediaSchema, type Media } from './media';

const variants = [320, 640, 1280, 1920].flatMap((width) =>
  (['webp', 'jpeg'] as const).map((format) => ({
    path: `/media/m1/${width}w.${format === 'jpeg' ? 'jpg' : format}`,
    width,
    height: Math.round((width * 2) / 3),
    format,
    bytes: width * 10,
  })),
);
const media: Media = {
  filename: 'Vows at dusk.JPG',
  contentType: 'image/jpeg',
  bytes: 5_000_000,
  width: 4000,
  height: 2667,
  originalPath: 'originals/m1/original.jpg',
  variants,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
  color: '#a08070',
  alt: 'A couple at dusk',
  keywords: ['vo', 'vow', 'vows'],
  createdAt: new Date(),
};

describe('media documents and the image refs made from them', () => {
  it('a valid media document passes; an original outside originals/ does not', () => {
    expect(mediaSchema.safeParse(media).success).toBe(true);
    expect(mediaSchema.safeParse({ ...media, originalPath: 'media/m1/original.jpg' }).success).toBe(false);
  });

  it('gives a page everything to render the photo with no further read: srcset per format, placeholder, a JPEG src', () => {
    const ref = imageRefFromMedia('m1', media);
    expect(ref).toEqual({
      src: '/media/m1/1280w.jpg',
      width: 1280,
      height: 853,
      alt: 'A couple at dusk',
      mediaId: 'm1',
      srcset: {
        webp: '/media/m1/320w.webp 320w, /media/m1/640w.webp 640w, /media/m1/1280w.webp 1280w, /media/m1/1920w.webp 1920w',
        jpeg: '/media/m1/320w.jpg 320w, /media/m1/640w.jpg 640w, /media/m1/1280w.jpg 1280w, /media/m1/1920w.jpg 1920w',
      },
      placeholder: media.placeholder,
    });
  });

  it('is a valid image ref, and so is an old one without the new fields', () => {
    const ref = imageRefFromMedia('m1', media, 'Custom alt');
    expect(ref.alt).toBe('Custom alt');
    expect(imageRefSchema.safeParse(ref).success).toBe(true);
    expect(imageRefSchema.safeParse({ src: '/images/a.svg', width: 10, height: 10, alt: '' }).success).toBe(true);
  });

  it('refuses srcsets that point off the site, unknown formats and non-WebP placeholders', () => {
    const base = { src: '/media/m1/320w.jpg', width: 320, height: 200, alt: '' };
    expect(imageRefSchema.safeParse({ ...base, srcset: { webp: 'https://evil.example/a.webp 320w' } }).success).toBe(false);
    expect(imageRefSchema.safeParse({ ...base, srcset: { png: '/media/m1/320w.png 320w' } }).success).toBe(false);
    expect(imageRefSchema.safeParse({ ...base, srcset: {} }).success).toBe(false);
    expect(imageRefSchema.safeParse({ ...base, placeholder: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(false);
  });
});
