import type { Readable } from 'node:stream';
import type { ObjectStore } from '../lib/storage/object-store';
import { attachment } from '../lib/storage/signed-file-url';

// GET /api/gallery-files/<path>?expires=…&name=…&signature=… (Hosting rewrite to galleryFiles):
// one private gallery file, for an address the local bucket signed (signed-file-url.ts). In
// production Cloud Storage serves its own signed URLs and this refuses everything.

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  avif: 'image/avif',
};

interface FileResponse {
  status: number;
  headers: Record<string, string>;
  body?: Readable;
  text?: string;
}

const refusal = (status: number, text: string): FileResponse => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  text,
});

export async function serveGalleryFile(
  store: ObjectStore,
  method: string,
  path: string,
  query: Record<string, unknown>,
  now: number,
): Promise<FileResponse> {
  if (method !== 'GET' && method !== 'HEAD') return refusal(405, 'Method not allowed');
  const check = await store.checkSignedUrl(path, query, now);
  if (!check.ok)
    return refusal(403, check.reason === 'expired' ? 'This address has expired: reload the gallery.' : 'This address is not valid.');
  if (!check.path.startsWith('galleries/')) return refusal(403, 'This address is not valid.');
  const opened = await store.open(check.path);
  if (!opened) return refusal(404, 'Not found');
  const headers: Record<string, string> = {
    'Content-Type': TYPES[check.path.slice(check.path.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    'Content-Length': String(opened.bytes),
    // Private to this browser, and never past the address's own expiry.
    'Cache-Control': `private, max-age=${Math.max(0, Math.floor((check.expiresAt - now) / 1000))}`,
    'X-Content-Type-Options': 'nosniff',
    ...(check.downloadName ? { 'Content-Disposition': attachment(check.downloadName) } : {}),
  };
  if (method === 'HEAD') {
    opened.stream.destroy();
    return { status: 200, headers };
  }
  return { status: 200, headers, body: opened.stream };
}
