import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_API_PREFIX, MEDIA_URL_PREFIX } from '../../../../common/media';
import * as functions from '../../../src/index';
import { VARIANT_CACHE_CONTROL } from '../../../src/media/serve-media';
import { FUNCTIONS_REGION } from '../../../../common/functions-region';

// firebase.json routes the photo addresses (common/media.ts) to the functions that serve them,
// ahead of the app's catch-all rewrites, and keeps the content security policy at img-src 'self'.
interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
  destination?: string;
}
const { hosting } = JSON.parse(readFileSync(join(__dirname, '../../../../firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[]; headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
};

describe('firebase.json and the media functions', () => {
  it('sends /media/** and /api/media/** to the exported functions, before any other rewrite', () => {
    expect(hosting.rewrites.slice(0, 2)).toEqual([
      { source: `${MEDIA_URL_PREFIX}/**`, function: { functionId: 'media', region: FUNCTIONS_REGION } },
      { source: `${MEDIA_API_PREFIX}/**`, function: { functionId: 'mediaApi', region: FUNCTIONS_REGION } },
    ]);
    expect(Object.keys(functions)).toEqual(expect.arrayContaining(['media', 'mediaApi']));
  });

  it('caches variants for a year (the last matching header rule wins on Hosting) and the API never', () => {
    const cacheFor = (path: string) =>
      hosting.headers
        .filter((rule) => rule.source === '**' || path.startsWith(rule.source.replace('/**', '/')))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control')
        .at(-1)?.value;
    expect(cacheFor('/media/abc/640w.webp')).toBe(VARIANT_CACHE_CONTROL);
    expect(cacheFor('/api/media/uploads')).toBe('no-store');
  });

  it('keeps images to the site itself, but for the signed addresses of private gallery photos', () => {
    const policy = hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')!.value;
    const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src'))!;
    expect(imgSrc).toContain("'self'");
    // Cloud Storage's v4 signed URLs (docs/galleries.md): that one origin, no bucket's own address.
    expect(imgSrc.replace(' https://storage.googleapis.com', '')).not.toMatch(/storage|firebasestorage|appspot/);
  });

  it('sends the gallery addresses to the exported gallery functions, uncached', () => {
    const targets = Object.fromEntries(hosting.rewrites.filter((r) => r.function).map((r) => [r.source, r.function!.functionId]));
    expect(targets).toMatchObject({
      '/api/gallery-files/**': 'galleryFiles',
      '/api/galleries/photo-urls': 'galleryPhotoUrls',
      '/api/galleries/events': 'galleryEvents',
    });
    expect(Object.keys(functions)).toEqual(expect.arrayContaining(['galleryFiles', 'galleryPhotoUrls', 'galleryEvents']));
  });
});
