import type { Readable } from 'node:stream';
import type { ObjectStore } from '../lib/storage/object-store';

// GET /media/<id>/<width>w.<ext>: a public variant, streamed from the bucket through the site's own
// origin (so the content security policy needs nothing beyond img-src 'self'). A media id is never
// reused and its variants never change, so they are cached for a year, by browsers and by the
// Hosting CDN (firebase.json gives /media/** the same header).

/** @internal Exported for its tests only. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
// A miss may be a photo deleted a moment ago: not worth remembering long.
const MISS_CACHE_CONTROL = 'public, max-age=60';

const VARIANT_PATH = /^\/media\/([A-Za-z0-9_-]{1,64})\/([0-9]{1,5}w\.(avif|webp|jpg))$/;
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

interface MediaResponse {
  status: number;
  headers: Record<string, string>;
  /** The variant's bytes, for a GET that found it. */
  body?: Readable;
  /** Plain text for misses and refusals. */
  text?: string;
}

export async function serveMedia(store: ObjectStore, method: string, path: string): Promise<MediaResponse> {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, text: 'Method not allowed' };
  }
  const match = VARIANT_PATH.exec(path);
  const opened = match ? await store.open(path.slice(1)) : null;
  if (!match || !opened) {
    return {
      status: 404,
      headers: { 'Cache-Control': MISS_CACHE_CONTROL, 'Content-Type': 'text/plain; charset=utf-8' },
      text: 'Not found',
    };
  }
  const headers = {
    'Content-Type': TYPES[match[3]],
    'Content-Length': String(opened.bytes),
    'Cache-Control': VARIANT_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  };
  if (method === 'HEAD') {
    opened.stream.destroy();
    return { status: 200, headers };
  }
  return { status: 200, headers, body: opened.stream };
}
