import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { urlExpiry, URL_WINDOW_MS } from '../../../src/galleries/gallery-photo-urls';
import { attachment, checkLocalUrl, localSigningKey, signLocalUrl } from '../../../src/lib/storage/signed-file-url';

// The local bucket's signed addresses (what Cloud Storage's v4 signatures are in production).

const query = (url: string) => Object.fromEntries(new URL(url, 'http://site').searchParams);
const pathOf = (url: string) => new URL(url, 'http://site').pathname;

describe('local signed addresses', () => {
  const key = Buffer.alloc(32, 7);
  const now = Date.UTC(2026, 10, 24, 16, 0);
  const url = signLocalUrl(key, 'galleries/g1/p1/web.jpg', new Date(now + 60_000), 'IMG 1-web.jpg');

  it('serves the path it was signed for, until its time, under its file name', () => {
    expect(checkLocalUrl(key, pathOf(url), query(url), now)).toEqual({
      ok: true,
      path: 'galleries/g1/p1/web.jpg',
      expiresAt: now + 60_000,
      downloadName: 'IMG 1-web.jpg',
    });
    expect(checkLocalUrl(key, pathOf(url), query(url), now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another path, a later time, another name, another key', () => {
    const q = query(url);
    expect(checkLocalUrl(key, pathOf(url).replace('web.jpg', 'original.jpg'), q, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLocalUrl(key, pathOf(url), { ...q, expires: String(now + 10 * 60_000) }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLocalUrl(key, pathOf(url), { ...q, name: 'other.jpg' }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLocalUrl(Buffer.alloc(32, 8), pathOf(url), q, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLocalUrl(key, '/api/gallery-files/../secret', q, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes one random key per bucket, shared by every process that asks', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'signing-')), 'bucket');
    const [a, b] = await Promise.all([localSigningKey(root), localSigningKey(root)]);
    expect(a.length).toBe(32);
    expect(b.equals(a)).toBe(true);
    expect(Buffer.from((await readFile(`${root}.signing-key`, 'utf8')).trim(), 'hex').equals(a)).toBe(true);
  });

  it('names a download without letting the name break the header', () => {
    expect(attachment('Ada "best".jpg\r\nX: y')).toBe(
      `attachment; filename="Ada best.jpgX: y"; filename*=UTF-8''${encodeURIComponent('Ada "best".jpg\r\nX: y')}`,
    );
  });
});

describe('urlExpiry', () => {
  it('is the end of the next whole hour: the same addresses all hour long', () => {
    const hour = Math.floor(Date.now() / URL_WINDOW_MS) * URL_WINDOW_MS;
    expect(urlExpiry(hour + 1).getTime()).toBe(hour + 2 * URL_WINDOW_MS);
    expect(urlExpiry(hour + URL_WINDOW_MS - 1).getTime()).toBe(hour + 2 * URL_WINDOW_MS);
  });
});
