import { buffer } from 'node:stream/consumers';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { VARIANT_CACHE_CONTROL, serveMedia } from '../../../src/media/serve-media';

let dir: string;
let store: ObjectStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-'));
  store = localObjectStore(dir);
  await store.write('media/abc123/640w.webp', Buffer.from('webp bytes'), 'image/webp');
  await store.write('originals/abc123/original.jpg', Buffer.from('private'), 'image/jpeg');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('serving /media/**', () => {
  it('streams a variant with its type, size and a year of immutable caching', async () => {
    const answer = await serveMedia(store, 'GET', '/media/abc123/640w.webp');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Content-Type': 'image/webp', 'Content-Length': '10', 'Cache-Control': VARIANT_CACHE_CONTROL });
    expect((await buffer(answer.body!)).toString()).toBe('webp bytes');
  });

  it('answers HEAD without a body', async () => {
    const answer = await serveMedia(store, 'HEAD', '/media/abc123/640w.webp');
    expect([answer.status, answer.body, answer.headers['Content-Length']]).toEqual([200, undefined, '10']);
  });

  it('serves nothing but variants: no original, no climbing out, no other names', async () => {
    for (const path of [
      '/media/abc123/320w.webp',
      '/originals/abc123/original.jpg',
      '/media/../originals/abc123/original.jpg',
      '/media/abc123/original.jpg',
      '/media/abc123/640w.webp.bak',
    ]) {
      const answer = await serveMedia(store, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Cache-Control'], path).toBe('public, max-age=60');
    }
  });

  it('refuses writes', async () => {
    expect((await serveMedia(store, 'POST', '/media/abc123/640w.webp')).status).toBe(405);
  });
});
