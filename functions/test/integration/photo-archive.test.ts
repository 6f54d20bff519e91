import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import sharp from 'sharp';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { mediaApi } from '../../../common/media';
import { OWNER_EMAIL } from '../../../common/owner';
import { clientGalleryData } from '../../../common/client-gallery.test-data';
import type { GalleryUrlsAnswer } from '../../../common/schemas/client-galleries';
import { localObjectStore } from '../../src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../../src/lib/storage/object-store-for-env';
import type { ObjectStore } from '../../src/lib/storage/object-store';
import { adminApp, deleteApp, getFirestore, projectId } from './support/emulators';
import { call } from './support/online-payments';
import { api, emulatorBucket, idTokenFor, sendParts } from './support/media';

// The archive and proofing (issue 38) in the Functions emulator, where the local store plays both
// buckets: every original copied to the archive folder with its record; a deleted photo's copy
// kept and restored byte for byte with its variants made again (the restore drill); a proofing
// gallery's customer sees watermarked proofs and no download until the photo is theirs.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let bucket: ObjectStore;
let archive: ObjectStore;
let owner: string;
let alice: string;
let aliceUid: string;
const galleryId = `ga${randomUUID().replace(/-/g, '').slice(0, 16)}`;

const ROOT = resolve(__dirname, '..', '..', '..');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: string }).user_id;
const gallery = () => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);

const jpeg = (seed: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 60 + seed * 30, g: 110, b: 150 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(filename: string, data: Buffer, target?: { galleryId: string; set: string }) {
  const started = await api(owner, 'POST', mediaApi.uploads, { filename, contentType: 'image/jpeg', bytes: data.length, gallery: target });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id as string;
  await sendParts(owner, id, data, [0]);
  const done = await api(owner, 'POST', mediaApi.complete(id), target ? { galleryId: target.galleryId } : { alt: 'A lake' });
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return id;
}

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  bucket = emulatorBucket();
  archive = localObjectStore(`${process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, projectId())}-archive`);
  const aliceEmail = `alice.${galleryId}@example.com`;
  [owner, alice] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor(aliceEmail)]);
  aliceUid = uidOf(alice);
  await db
    .collection(COLLECTIONS.users)
    .doc(aliceUid)
    .set({ email: aliceEmail, name: 'Alice', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });
  await gallery().set({
    ...clientGalleryData(aliceUid, Timestamp.now()),
    downloads: { enabled: true, web: true, full: true },
    proofing: true,
  });
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('the archive', () => {
  it('copies a library photo’s original on upload, keeps it when the photo is deleted, and restores it byte for byte', async () => {
    const id = await upload('lake.jpg', await jpeg(1));
    const media = (await db.collection(COLLECTIONS.media).doc(id).get()).data()!;
    const original = await bucket.read(media.originalPath as string);
    const record = (await db.collection(COLLECTIONS.archive).doc(`media_${id}`).get()).data()!;
    expect(record).toMatchObject({ kind: 'media', path: media.originalPath, bytes: original.length, sha256: sha(original), alt: 'A lake' });
    // The deploy's ARCHIVE_RETENTION_YEARS (functions/.env), which the Functions emulator hands the function.
    const years = Number(parseEnv(readFileSync(resolve(ROOT, 'functions', '.env'), 'utf8')).ARCHIVE_RETENTION_YEARS);
    expect((record.retainUntil as Timestamp).toDate().getUTCFullYear()).toBe(new Date().getUTCFullYear() + years);
    expect((await archive.read(media.originalPath as string)).equals(original)).toBe(true);

    expect((await api(owner, 'DELETE', mediaApi.media(id))).status).toBe(204);
    expect(await bucket.exists(media.originalPath as string)).toBe(false);
    expect(await archive.exists(media.originalPath as string)).toBe(true);
    expect((await db.collection(COLLECTIONS.archive).doc(`media_${id}`).get()).exists).toBe(true);

    const restored = await api(owner, 'POST', mediaApi.restore, { mediaId: id });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.restored).toEqual([id]);
    expect((await bucket.read(media.originalPath as string)).equals(original)).toBe(true);
    const back = (await db.collection(COLLECTIONS.media).doc(id).get()).data()!;
    expect(back).toMatchObject({ filename: 'lake.jpg', alt: 'A lake', originalPath: media.originalPath });
    for (const v of back.variants as { path: string }[]) expect(await bucket.exists(v.path.slice(1)), v.path).toBe(true);
    // Nothing to do the second time.
    expect((await api(owner, 'POST', mediaApi.restore, { mediaId: id })).body).toMatchObject({ restored: [], intact: [id] });
  }, 120_000);
});

describe('the archive backfill through the media API', () => {
  it('is the owner’s only, and refuses a cursor it did not make', async () => {
    expect((await api(alice, 'POST', mediaApi.backfill, {})).status).toBe(403);
    const refused = await api(owner, 'POST', mediaApi.backfill, { cursor: 'nowhere' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/cannot resume from there/);
  });
});

describe('a proofing gallery, then a lost bucket', () => {
  let photoId: string;
  let original: Buffer;

  it('serves the customer watermarked proofs and no download until the photo is in the sent selection', async () => {
    photoId = await upload('portrait.jpg', await jpeg(2), { galleryId, set: 'Ceremony' });
    const files = (await bucket.list(`galleries/${galleryId}/${photoId}/`)).map((o) => o.path.split('/').pop());
    expect(files).toEqual(expect.arrayContaining(['original.jpg', '1280w.jpg', '1280w-proof.jpg', '640w-proof.webp']));
    expect(files).not.toContain('1600w-proof.jpg');
    original = await bucket.read(`galleries/${galleryId}/${photoId}/original.jpg`);
    expect((await archive.read(`galleries/${galleryId}/${photoId}/original.jpg`)).equals(original)).toBe(true);

    const proofs = (await call<GalleryUrlsAnswer>('galleryPhotoUrls', alice, { galleryId })).result!;
    expect(proofs.photos[0]).toMatchObject({ proof: true, downloadWeb: null, downloadFull: null });
    expect(proofs.photos[0].webpSrcset).toContain('-proof.webp');
    const refused = await call('galleryEvents', alice, { galleryId, kind: 'download', photoId, size: 'full' });
    expect(refused.error?.message).toMatch(/is a proof/);
    // The owner sees it clean.
    const ownerView = (await call<GalleryUrlsAnswer>('galleryPhotoUrls', owner, { galleryId })).result!;
    expect(ownerView.photos[0].proof).toBeUndefined();

    // The selection function's record makes it the customer's: clean addresses and the download.
    await gallery()
      .collection(SUBCOLLECTIONS.gallerySelections)
      .doc(aliceUid)
      .set({
        userId: aliceUid,
        email: `alice.${galleryId}@example.com`,
        photoIds: [photoId],
        fileNames: ['portrait.jpg'],
        includedPhotoIds: [photoId],
        paidPhotoIds: [],
        sentAt: Timestamp.now(),
      });
    const clean = (await call<GalleryUrlsAnswer>('galleryPhotoUrls', alice, { galleryId })).result!;
    expect(clean.photos[0].proof).toBeUndefined();
    expect(clean.photos[0].webpSrcset).not.toContain('-proof');
    expect(clean.photos[0].downloadFull).toBeTruthy();
    expect((await call('galleryEvents', alice, { galleryId, kind: 'download', photoId, size: 'full' })).result).toMatchObject({
      recorded: true,
    });
  }, 120_000);

  it('restores the whole gallery from the archive: the original byte for byte, every variant and proof made again', async () => {
    // A lost bucket and a deleted document.
    await Promise.all((await bucket.list(`galleries/${galleryId}/`)).map((o) => bucket.delete([o.path])));
    await gallery().collection(SUBCOLLECTIONS.galleryPhotos).doc(photoId).delete();

    const answer = await api(owner, 'POST', mediaApi.restore, { galleryId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ restored: [photoId], intact: [], remaining: 0 });
    expect((await bucket.read(`galleries/${galleryId}/${photoId}/original.jpg`)).equals(original)).toBe(true);
    const photo = (await gallery().collection(SUBCOLLECTIONS.galleryPhotos).doc(photoId).get()).data()!;
    expect(photo).toMatchObject({ fileName: 'portrait.jpg', set: 'Ceremony', hidden: false, bytes: original.length });
    const files = (await bucket.list(`galleries/${galleryId}/${photoId}/`)).map((o) => o.path.split('/').pop());
    expect(files).toEqual(
      expect.arrayContaining(['web.jpg', ...(photo.variantWidths as number[]).map((w) => `${w}w.webp`), '1280w-proof.jpg']),
    );
    expect((await db.collection(COLLECTIONS.archive).doc(`gallery_${galleryId}_${photoId}`).get()).get('restoredAt')).toBeTruthy();
  }, 120_000);

  it('refuses a watermark file that is not an image, or too large, naming it', async () => {
    const text = await api(owner, 'PUT', mediaApi.watermark('logo.png'), Buffer.from('not an image'));
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/^logo\.png is not a PNG, WebP or JPEG image/);
    const big = await api(owner, 'PUT', mediaApi.watermark('huge.png'), Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/^huge\.png is 2\.0 MB: a watermark can be at most 2 MB/);
    expect((await api(alice, 'PUT', mediaApi.watermark('logo.png'), await jpeg(3))).status).toBe(403);
  });
});
