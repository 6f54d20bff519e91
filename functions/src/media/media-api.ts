import type { DecodedIdToken } from 'firebase-admin/auth';
import { MEDIA_API_PREFIX } from '../../../common/media';
import { errorDetails } from '../lib/logger';
import { backfillArchive } from '../archive/backfill';
import { restoreFromArchive } from '../archive/restore';
import { remakeProofs } from '../galleries/proofs';
import { deleteMedia } from './delete-media';
import { HttpError } from './http-error';
import { requireOwner } from './owner-token';
import { saveWatermarkImage } from './watermark-upload';
import { cancelUpload, completeUpload, createUpload, putPart, uploadStatus, type UploadDeps } from './upload-sessions';

// The upload and media API behind /api/media/** (a Hosting rewrite to the mediaApi function):
//   POST   /api/media/uploads                 {filename, contentType, bytes, gallery?: {galleryId, set}} → 201 upload
//                                             (with `gallery`, the photo goes into that client gallery's set)
//   GET    /api/media/uploads/:id             → the parts already received (to resume)
//   PUT    /api/media/uploads/:id/parts/:n    raw bytes of part n → 204
//   POST   /api/media/uploads/:id/complete    {alt?, galleryId?} → 201 media or gallery photo (200 when completed before)
//   DELETE /api/media/uploads/:id             cancel: parts and session removed → 204
//   DELETE /api/media/items/:id[?force=true]  the photo and its files → 204 (409 while used); its archive copy stays
//   PUT    /api/media/watermark?name=<file>    the watermark image's bytes → 200 {image} (415 / 413 / 422 naming the file)
//   POST   /api/media/galleries/:id/proofs    makes a proofing gallery's missing proofs → 200 {made, remaining}
//   POST   /api/media/archive/restore         {galleryId, photoId?} | {mediaId} → 200 {restored, intact, remaining}
//   POST   /api/media/archive/backfill        {cursor?} → 200 {copied, already, failed, cursor} (cursor null: done)
// Every call needs the owner's ID token. Errors answer {error: "<a sentence naming the file>"}.

interface ApiRequest {
  method: string;
  /** The path as Hosting forwards it, /api/media/… */
  path: string;
  authorization?: string;
  /** The parsed JSON body, if any. */
  body?: unknown;
  /** The raw body, for parts. */
  rawBody?: Buffer;
  query: Record<string, unknown>;
}

interface ApiResponse {
  status: number;
  body?: unknown;
}

export interface ApiDeps extends UploadDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
}

const ID = '([A-Za-z0-9_-]{1,64})';
const routes: Array<
  [method: string, pattern: RegExp, run: (deps: ApiDeps, uid: string, req: ApiRequest, match: string[]) => Promise<ApiResponse>]
> = [
  ['POST', /^\/uploads$/, async (deps, uid, req) => ({ status: 201, body: await createUpload(deps, uid, req.body) })],
  ['GET', new RegExp(`^/uploads/${ID}$`), async (deps, _uid, _req, [id]) => ({ status: 200, body: await uploadStatus(deps, id) })],
  [
    'PUT',
    new RegExp(`^/uploads/${ID}/parts/(\\d{1,4})$`),
    async (deps, _uid, req, [id, index]) => {
      await putPart(deps, id, Number(index), req.rawBody ?? Buffer.alloc(0));
      return { status: 204 };
    },
  ],
  [
    'POST',
    new RegExp(`^/uploads/${ID}/complete$`),
    async (deps, _uid, req, [id]) => {
      const { created, media } = await completeUpload(deps, id, req.body);
      return { status: created ? 201 : 200, body: { id, media } };
    },
  ],
  [
    'DELETE',
    new RegExp(`^/uploads/${ID}$`),
    async (deps, _uid, _req, [id]) => {
      await cancelUpload(deps, id);
      return { status: 204 };
    },
  ],
  [
    'DELETE',
    new RegExp(`^/items/${ID}$`),
    async (deps, _uid, req, [id]) => {
      await deleteMedia(deps, id, req.query.force === 'true');
      return { status: 204 };
    },
  ],
  [
    'PUT',
    /^\/watermark$/,
    async (deps, _uid, req) => ({
      status: 200,
      body: { image: await saveWatermarkImage(deps, req.query.name, req.rawBody ?? Buffer.alloc(0)) },
    }),
  ],
  [
    'POST',
    new RegExp(`^/galleries/${ID}/proofs$`),
    async (deps, _uid, _req, [id]) => ({ status: 200, body: await remakeProofs(deps, id) }),
  ],
  ['POST', /^\/archive\/restore$/, async (deps, _uid, req) => ({ status: 200, body: await restoreFromArchive(deps, req.body) })],
  ['POST', /^\/archive\/backfill$/, async (deps, _uid, req) => ({ status: 200, body: await backfillArchive(deps, req.body) })],
];

async function route(deps: ApiDeps, req: ApiRequest): Promise<ApiResponse> {
  const uid = await requireOwner(req.authorization, deps.verifyIdToken);
  const path = req.path.startsWith(MEDIA_API_PREFIX) ? req.path.slice(MEDIA_API_PREFIX.length) : req.path;
  const matching = routes.filter(([, pattern]) => pattern.test(path));
  if (matching.length === 0) throw new HttpError(404, `No such address: ${req.path}`);
  const found = matching.find(([method]) => method === req.method);
  if (!found) throw new HttpError(405, `${req.method} is not allowed on ${req.path}`);
  const [, pattern, run] = found;
  return run(deps, uid, req, pattern.exec(path)?.slice(1) ?? []);
}

export async function handleMediaApi(deps: ApiDeps, req: ApiRequest): Promise<ApiResponse> {
  try {
    return await route(deps, req);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: { error: error.message, ...error.details } };
    deps.logger.error('Media API request failed', { method: req.method, path: req.path, ...errorDetails(error) });
    return { status: 500, body: { error: 'The photo could not be stored because of a problem on our side: try again in a moment.' } };
  }
}
