import type { Writable } from 'node:stream';
import { FieldValue } from 'firebase-admin/firestore';
import { GALLERY_ZIP_PREFIX, ZIP_SIZES, planZipParts, zipFileName, type ZipPhoto, type ZipSize } from '../../../common/gallery-zip';
import type { GalleryActivity } from '../../../common/schemas/client-galleries';
import { errorDetails, type Logger } from '../lib/logger';
import type { ObjectStore } from '../lib/storage/object-store';
import { readStudio } from '../lib/studio';
import { HttpError } from '../media/http-error';
import { gallerySub, type GalleryAccess } from './gallery-access';
import { galleryPaths } from './gallery-paths';
import { cleanPhotoIdsOf, isClean } from './proof-access';
import { watchMemory } from './zip-memory';
import { writeZip, type ZipFile } from './zip-stream';
import { assertDownloadsOpen, issueTicket, redeemTicket, type TicketDeps } from './zip-tickets';

// /api/gallery-zip/** (Hosting rewrite → galleryZip), docs/galleries.md:
//   POST <galleryId>/tickets                     with the ID token: a ticket for the links (zip-tickets.ts)
//   GET  <galleryId>/<part>?size=web|full&ticket  part <part> of the planned parts, streamed as a ZIP
// A customer's download is recorded in the gallery's activity (once per ticket, part and size);
// the owner's records nothing.

interface GalleryZipDeps extends TicketDeps {
  store: ObjectStore;
  logger: Logger;
}

interface ZipRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  authorization?: string;
}

interface ZipResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON for the page's ticket request, plain text for a link that fails. */
  json?: unknown;
  text?: string;
  /** A download: writes the ZIP into the response. */
  stream?: (out: Writable) => Promise<void>;
}

const ID = '([A-Za-z0-9_-]{1,64})';
const TICKETS = new RegExp(`^${GALLERY_ZIP_PREFIX}/${ID}/tickets$`);
const PART = new RegExp(`^${GALLERY_ZIP_PREFIX}/${ID}/([1-9][0-9]{0,3})$`);
const NO_STORE = { 'Cache-Control': 'no-store' };
const PHOTO_FIELDS = ['fileName', 'set', 'order', 'hidden', 'contentType', 'bytes', 'webBytes'] as const;

/** "attachment" with an ASCII name for old clients and the exact one (RFC 6266) for the rest. */
function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_') || 'gallery.zip';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sizeAllowed(access: GalleryAccess, size: ZipSize): void {
  if (access.viewer === 'owner' || access.gallery.downloads[size]) return;
  throw new HttpError(
    403,
    size === 'full' ? 'Full-resolution downloads are not offered in this gallery.' : 'Web-size downloads are not offered in this gallery.',
  );
}

async function recordDownload(deps: GalleryZipDeps, access: GalleryAccess, id: string): Promise<void> {
  const event: Omit<GalleryActivity, 'at'> & { at: FieldValue } = {
    kind: 'downloaded',
    userId: access.uid,
    // No photo: the whole gallery (or one part of it).
    photoId: null,
    fileNames: [],
    at: FieldValue.serverTimestamp(),
  };
  // A browser retrying the same link records it once.
  await gallerySub(deps.db, access.galleryId, 'galleryActivity')
    .doc(id)
    .create(event)
    .catch((error: { code?: number }) => {
      if (error.code !== 6) throw error; // 6: ALREADY_EXISTS
    });
}

async function download(deps: GalleryZipDeps, req: ZipRequest, galleryId: string, partNumber: number): Promise<ZipResponse> {
  const size = req.query.size;
  if (!ZIP_SIZES.includes(size as ZipSize)) throw new HttpError(400, 'Choose the web size or full resolution.');
  const access = await redeemTicket(deps, req.query.ticket, galleryId);
  // Downloads close after the studio's day (settings/studio's time zone), not the server's.
  await readStudio(deps.db, deps.logger, '');
  assertDownloadsOpen(access, deps.now());
  sizeAllowed(access, size as ZipSize);
  const snapshot = await gallerySub(deps.db, galleryId, 'galleryPhotos')
    .select(...PHOTO_FIELDS)
    .get();
  // Issue 38, proofing: only the photos whose clean files are the customer's (proof-access.ts).
  const clean = access.viewer === 'owner' ? 'all' : await cleanPhotoIdsOf(deps.db, galleryId, access.gallery);
  const photos = snapshot.docs.filter((doc) => isClean(clean, doc.id)).map((doc) => ({ id: doc.id, ...doc.data() }) as ZipPhoto);
  const parts = planZipParts(access.gallery.sets, photos, size as ZipSize);
  const part = parts[partNumber - 1];
  if (!part) throw new HttpError(404, `This gallery has ${parts.length} part${parts.length === 1 ? '' : 's'} to download.`);
  const types = new Map(photos.map((photo) => [photo.id, photo.contentType]));
  const files: ZipFile[] = part.entries.map((entry) => ({
    name: entry.name,
    path:
      size === 'web'
        ? galleryPaths.web(galleryId, entry.photoId)
        : galleryPaths.original(galleryId, entry.photoId, types.get(entry.photoId)!),
  }));
  if (access.viewer === 'customer') await recordDownload(deps, access, `zip-${String(req.query.ticket)}-${size}-${part.number}`);
  const fileName = zipFileName(access.gallery.title, part.number, parts.length, size as ZipSize);
  return {
    status: 200,
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/zip',
      'Content-Disposition': attachment(fileName),
      'X-Content-Type-Options': 'nosniff',
    },
    stream: async (out) => {
      const started = deps.now();
      const memory = watchMemory();
      const facts = { galleryId, part: part.number, parts: parts.length, size, files: files.length, viewer: access.viewer };
      try {
        const bytes = await writeZip(deps.store, files, out, new Date(started));
        deps.logger.info('Gallery ZIP sent', { ...facts, bytes, ms: deps.now() - started, peakRssRiseBytes: memory.stop() });
      } catch (error) {
        deps.logger.warn('Gallery ZIP stopped', { ...facts, peakRssRiseBytes: memory.stop(), ...errorDetails(error) });
        out.destroy();
      }
    },
  };
}

export async function handleGalleryZip(deps: GalleryZipDeps, req: ZipRequest): Promise<ZipResponse> {
  const ticketRoute = TICKETS.exec(req.path);
  const partRoute = PART.exec(req.path);
  try {
    if (ticketRoute && req.method === 'POST')
      return { status: 201, headers: NO_STORE, json: await issueTicket(deps, req.authorization, ticketRoute[1]) };
    if (partRoute && req.method === 'GET') return await download(deps, req, partRoute[1], Number(partRoute[2]));
    return { status: ticketRoute || partRoute ? 405 : 404, headers: NO_STORE, text: 'Not found' };
  } catch (error) {
    const known = error instanceof HttpError;
    if (!known) deps.logger.error('Gallery ZIP failed', { path: req.path, ...errorDetails(error) });
    const status = known ? error.status : 500;
    const message = known ? error.message : 'The download could not start. Try again in a moment.';
    return ticketRoute
      ? { status, headers: NO_STORE, json: { error: message } }
      : { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' }, text: message };
  }
}
