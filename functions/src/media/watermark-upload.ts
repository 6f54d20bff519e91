import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import {
  WATERMARK_DOC,
  WATERMARK_MAX_BYTES,
  WATERMARK_MAX_EDGE,
  defaultWatermark,
  type WatermarkImage,
} from '../../../common/schemas/watermark';
import { HttpError } from './http-error';
import { imageMark } from './watermark';
import type { MediaDeps } from './store-media';

// PUT /api/media/watermark?name=<file name>, the file's bytes as the body: the owner's watermark
// image (issue 38). Refused, naming the file, before anything is stored: not a PNG, WebP or JPEG
// that decodes (415), over WATERMARK_MAX_BYTES (413), wider or taller than WATERMARK_MAX_EDGE (422).
// Stored normalised (an RGBA PNG) under watermarks/, which no client reads; settings/watermark's
// `image` is written here only (firestore.rules keeps the owner's own writes from setting it).

const ACCEPTED = new Set(['png', 'webp', 'jpeg']);

export async function saveWatermarkImage(deps: MediaDeps, rawName: unknown, data: Buffer): Promise<WatermarkImage> {
  const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim().slice(0, 120) : 'The file';
  if (data.length === 0) throw new HttpError(400, `${name} is empty.`);
  if (data.length > WATERMARK_MAX_BYTES)
    throw new HttpError(
      413,
      `${name} is ${(data.length / 1024 / 1024).toFixed(1)} MB: a watermark can be at most ${WATERMARK_MAX_BYTES / 1024 / 1024} MB.`,
    );
  const sharp = (await import('sharp')).default;
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta || !ACCEPTED.has(String(meta.format)))
    throw new HttpError(
      415,
      `${name} is not a PNG, WebP or JPEG image: choose an image file (a PNG with a transparent background works best).`,
    );
  if ((meta.width ?? 0) > WATERMARK_MAX_EDGE || (meta.height ?? 0) > WATERMARK_MAX_EDGE)
    throw new HttpError(
      422,
      `${name} is ${meta.width} × ${meta.height} pixels: a watermark can be at most ${WATERMARK_MAX_EDGE} pixels a side.`,
    );
  let png: Buffer;
  try {
    png = await imageMark(data);
  } catch {
    throw new HttpError(415, `${name} is damaged: its pixels could not be read.`);
  }
  const sha256 = createHash('sha256').update(png).digest('hex');
  const info = await sharp(png).metadata();
  const image: WatermarkImage = { path: `watermarks/${sha256}.png`, width: info.width ?? 1, height: info.height ?? 1, sha256 };
  await deps.store.write(image.path, png, 'image/png');
  const settings = deps.db.collection(COLLECTIONS.settings).doc(WATERMARK_DOC);
  await deps.db.runTransaction(async (tx) => {
    const saved = await tx.get(settings);
    const studioName = String((await tx.get(deps.db.collection(COLLECTIONS.settings).doc('studio'))).get('name') ?? 'Style & Story');
    const base = saved.exists ? saved.data() : defaultWatermark(studioName);
    tx.set(settings, { ...base, mark: 'image', image, updatedAt: FieldValue.serverTimestamp() });
  });
  return image;
}
