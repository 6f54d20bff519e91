import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { assertSafePath } from './object-store';

// Signed addresses for the local bucket (the emulators): /api/gallery-files/<path>?expires=…&name=…&signature=…,
// served by the galleryFiles function after it checks the HMAC and the time. Cloud Storage signs
// its own (v4) in production. The key is random, made once per local bucket and kept beside it
// (never a constant in the code): the function that mints and the one that serves are different
// processes in the emulator and must share it.

const GALLERY_FILES_PREFIX = '/api/gallery-files/';

/** A Content-Disposition that saves the file under `name` (quotes and line ends dropped; UTF-8 form too). */
export function attachment(name: string): string {
  const plain = name.replace(/["\\\r\n]/g, '').replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const keys = new Map<string, Promise<Buffer>>();

/** The signing key of the local bucket at `root` (made on first use; `wx` so two processes agree on one). */
export function localSigningKey(root: string): Promise<Buffer> {
  const file = `${root}.signing-key`;
  let key = keys.get(file);
  if (!key) {
    key = (async () => {
      try {
        await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
    })();
    keys.set(file, key);
  }
  return key;
}

const sign = (key: Buffer, path: string, expires: number, name: string) =>
  createHmac('sha256', key).update(`${path}\n${expires}\n${name}`).digest('hex');

export function signLocalUrl(key: Buffer, path: string, expiresAt: Date, downloadName = ''): string {
  const expires = expiresAt.getTime();
  const query = new URLSearchParams({
    expires: String(expires),
    name: downloadName,
    signature: sign(key, assertSafePath(path), expires, downloadName),
  });
  return `${GALLERY_FILES_PREFIX}${path}?${query.toString()}`;
}

export type SignatureCheck =
  { ok: true; path: string; expiresAt: number; downloadName: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a request for /api/gallery-files/<path>: its signature, then its time. */
export function checkLocalUrl(key: Buffer, urlPath: string, query: Record<string, unknown>, now: number): SignatureCheck {
  const path = urlPath.startsWith(GALLERY_FILES_PREFIX) ? urlPath.slice(GALLERY_FILES_PREFIX.length) : '';
  const expires = Number(query.expires);
  const name = typeof query.name === 'string' ? query.name : '';
  const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '', 'hex');
  let safe = true;
  try {
    assertSafePath(path);
  } catch {
    safe = false;
  }
  if (!safe || !Number.isSafeInteger(expires)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(key, path, expires, name), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, path, expiresAt: expires, downloadName: name };
}
