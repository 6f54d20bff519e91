import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../../common/collections';
import { MEDIA_ID_PATTERN } from '../../../common/media';
import { archiveRecordSchema, type ArchiveRecord } from '../../../common/schemas/archive';
import { galleryRef } from '../galleries/gallery-access';
import { galleryPhotoRef, makeGalleryPhoto } from '../galleries/store-gallery-photo';
import { proofMarkFor } from '../galleries/proofs';
import { HttpError } from '../media/http-error';
import { makeMedia, type MediaDeps } from '../media/store-media';
import { archiveRecordRef, sha256 } from './archive-original';

// Restore from the archive (issue 38, docs/photos.md "Restore"): the owner, in Admin, restores one
// photo or a whole gallery. Each archived original is read back from the archive bucket, checked
// against its recorded SHA-256, written back to the site's bucket exactly as archived, and every
// variant (the web size, the display variants, a proofing gallery's proofs) is made again from
// it. A photo whose document and files are all there is left as it is; a deleted one comes back
// with its document (file name, set, order; a library photo's alt text).
//
//   POST /api/media/archive/restore {galleryId, photoId?} | {mediaId}   → {restored, intact}

const requestSchema = z.union([
  z.strictObject({ galleryId: z.string().regex(MEDIA_ID_PATTERN), photoId: z.string().regex(MEDIA_ID_PATTERN).optional() }),
  z.strictObject({ mediaId: z.string().regex(MEDIA_ID_PATTERN) }),
]);

/** Records restored per call: each photo is decoded again (the editor calls again while `remaining` is above zero). */
const RESTORES_PER_CALL = 20;

interface RestoreAnswer {
  restored: string[];
  intact: string[];
  remaining: number;
}

async function archivedCopy(deps: MediaDeps, record: ArchiveRecord): Promise<Buffer> {
  const data = await deps
    .archive()
    .read(record.path)
    .catch(() => {
      throw new HttpError(409, `The archive has no copy of ${record.fileName} (${record.path}).`);
    });
  if (sha256(data) !== record.sha256)
    throw new HttpError(409, `The archive copy of ${record.fileName} does not match its recorded SHA-256: it was not restored.`);
  return data;
}

/** Whether the photo's document and every file it names are in the site's bucket. */
async function galleryPhotoWhole(deps: MediaDeps, record: ArchiveRecord, snapshot: DocumentSnapshot): Promise<boolean> {
  if (!snapshot.exists) return false;
  const photo = snapshot.data() as { variantWidths: number[]; proofWidths?: number[] };
  const base = `galleries/${record.galleryId}/${record.photoId}/`;
  const present = new Set((await deps.store.list(base)).map((o) => o.path));
  const expected = [record.path, `${base}web.jpg`];
  for (const w of photo.variantWidths) expected.push(`${base}${w}w.webp`, `${base}${w}w.jpg`);
  for (const w of photo.proofWidths ?? []) expected.push(`${base}${w}w-proof.webp`, `${base}${w}w-proof.jpg`);
  return expected.every((path) => present.has(path));
}

async function restoreGalleryPhoto(deps: MediaDeps, record: ArchiveRecord): Promise<boolean> {
  const galleryId = record.galleryId ?? '';
  const ref = galleryPhotoRef(deps, galleryId, record.photoId);
  const snapshot = await ref.get();
  if (await galleryPhotoWhole(deps, record, snapshot)) return false;
  const data = await archivedCopy(deps, record);
  const kept = snapshot.data() as { set?: string; order?: number; hidden?: boolean; fileName?: string } | undefined;
  const { document, files } = await makeGalleryPhoto(
    {
      galleryId,
      photoId: record.photoId,
      set: kept?.set ?? record.set ?? 'Photos',
      order: kept?.order ?? record.order ?? 0,
      filename: kept?.fileName ?? record.fileName,
      data,
      original: data,
    },
    await proofMarkFor(deps, galleryId),
  );
  for (const file of files) await deps.store.write(file.path, file.data, file.contentType);
  // A photo still listed keeps what the owner chose (hidden, set, order); a deleted one comes back shown.
  await ref.set({ ...document, hidden: kept?.hidden ?? false, createdAt: snapshot.get('createdAt') ?? FieldValue.serverTimestamp() });
  return true;
}

async function restoreMedia(deps: MediaDeps, record: ArchiveRecord): Promise<boolean> {
  const ref = deps.db.collection(COLLECTIONS.media).doc(record.photoId);
  const snapshot = await ref.get();
  if (snapshot.exists) {
    const variants = snapshot.get('variants') as { path: string }[];
    const paths = [record.path, ...variants.map((v) => v.path.slice(1))];
    if ((await Promise.all(paths.map((p) => deps.store.exists(p)))).every(Boolean)) return false;
  }
  const data = await archivedCopy(deps, record);
  const alt = (snapshot.get('alt') as string | undefined) ?? record.alt ?? '';
  const { document, files } = await makeMedia({ id: record.photoId, filename: record.fileName, data, alt }, record.path);
  for (const file of files) await deps.store.write(file.path, file.data, file.contentType);
  await ref.set({ ...document, createdAt: snapshot.get('createdAt') ?? FieldValue.serverTimestamp() });
  return true;
}

const parseRecord = (snapshot: DocumentSnapshot) => archiveRecordSchema.parse(snapshot.data());

export async function restoreFromArchive(deps: MediaDeps, body: unknown): Promise<RestoreAnswer> {
  const parsed = requestSchema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, 'Name a gallery (and optionally one of its photos) or a library photo to restore.');
  const request = parsed.data;
  let snapshots: DocumentSnapshot[];
  if ('mediaId' in request) {
    snapshots = [await archiveRecordRef(deps.db, 'media', request.mediaId, null).get()];
  } else if (request.photoId) {
    snapshots = [await archiveRecordRef(deps.db, 'gallery', request.photoId, request.galleryId).get()];
  } else {
    if (!(await galleryRef(deps.db, request.galleryId).get()).exists) throw new HttpError(404, 'This gallery does not exist.');
    snapshots = (await deps.db.collection(COLLECTIONS.archive).where('galleryId', '==', request.galleryId).get()).docs;
  }
  const found = snapshots.filter((s) => s.exists);
  if (found.length === 0) throw new HttpError(404, 'The archive has no copy of this photo.');
  const answer: RestoreAnswer = { restored: [], intact: [], remaining: 0 };
  let decoded = 0;
  for (const snapshot of found) {
    if (decoded >= RESTORES_PER_CALL) {
      answer.remaining++;
      continue;
    }
    const record = parseRecord(snapshot);
    const restored = record.kind === 'gallery' ? await restoreGalleryPhoto(deps, record) : await restoreMedia(deps, record);
    (restored ? answer.restored : answer.intact).push(record.photoId);
    if (restored) {
      decoded++;
      await snapshot.ref.update({ restoredAt: FieldValue.serverTimestamp(), deletedAt: null });
    }
  }
  return answer;
}
