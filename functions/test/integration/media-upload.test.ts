import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { HEIC_ADVICE, REMOVED_PHOTO_IMAGE, UPLOAD_PART_BYTES, mediaApi } from '../../../common/media';
import { OWNER_EMAIL } from '../../../common/owner';
import { imageRefFromMedia, mediaSchema, type Media } from '../../../common/schemas/media';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import type { ObjectStore } from '../../src/lib/storage/object-store';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from '../../src/media/abandoned-uploads';
import { recordingLogger } from '../support/fakes';
import { adminApp, deleteApp, getFirestore } from './support/emulators';
import { api, emulatorBucket, functionUrl, idTokenFor, sendParts } from './support/media';

// The upload endpoint and the media function, running in the Functions emulator against the
// Firestore and Auth emulators and the local bucket folder (the Cloud Storage emulator cannot start
// offline; the same code writes to Cloud Storage in production, see docs/photos.md).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let bucket: ObjectStore;
let owner: string;
let customer: string;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  bucket = emulatorBucket();
  [owner, customer] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor('alice.media@example.com')]);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

/** A real photograph-like JPEG over one part (8 MB): noise compresses as badly as grain does. */
async function bigJpeg(): Promise<Buffer> {
  const width = 2600;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

const objectsOf = async (id: string) =>
  [...(await bucket.list(`media/${id}/`)), ...(await bucket.list(`originals/${id}/`)), ...(await bucket.list(`uploads/${id}/`))].map(
    (o) => o.path,
  );
const sessionExists = async (id: string) => (await db.collection(SERVER_COLLECTIONS.mediaUploads).doc(id).get()).exists;
const mediaExists = async (id: string) => (await db.collection(COLLECTIONS.media).doc(id).get()).exists;

async function startUpload(token: string | null, file: { filename: string; contentType: string; bytes: number }) {
  return api(token, 'POST', mediaApi.uploads, file);
}

describe('uploading a photo as the owner', () => {
  let id: string;
  let file: Buffer;

  it('takes a photo in parts, in any order, and says which parts arrived (to resume)', async () => {
    file = await bigJpeg();
    expect(file.length).toBeGreaterThan(UPLOAD_PART_BYTES);
    const started = await startUpload(owner, { filename: 'Vows at dusk.jpg', contentType: 'image/jpeg', bytes: file.length });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ parts: 2, partBytes: UPLOAD_PART_BYTES, received: [] });
    id = started.body.id as string;
    await sendParts(owner, id, file, [1]);
    expect((await api(owner, 'GET', mediaApi.upload(id))).body.received).toEqual([1]);
    await sendParts(owner, id, file, [0]);
    expect((await api(owner, 'GET', mediaApi.upload(id))).body.received).toEqual([0, 1]);
  });

  it('completes into a media document, the private original and every public variant', async () => {
    const done = await api(owner, 'POST', mediaApi.complete(id), { alt: 'Vows at dusk' });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const stored = await db.collection(COLLECTIONS.media).doc(id).get();
    const media = mediaSchema.parse(stored.data()) as Media;
    expect(media).toMatchObject({ filename: 'Vows at dusk.jpg', contentType: 'image/jpeg', bytes: file.length, width: 2600, height: 1800 });
    expect(media.alt).toBe('Vows at dusk');
    expect((await bucket.read(media.originalPath)).equals(file)).toBe(true);
    for (const variant of media.variants) expect(await bucket.exists(variant.path.slice(1)), variant.path).toBe(true);
    expect(media.variants.map((v) => v.width)).toContain(2400);
    // The parts and the session are gone: only the photo remains.
    expect(await bucket.list(`uploads/${id}/`)).toEqual([]);
    expect(await sessionExists(id)).toBe(false);
  });

  it('serves the variants from /media/** with a year of immutable caching, and never the original', async () => {
    const media = (await db.collection(COLLECTIONS.media).doc(id).get()).data() as Media;
    const webp = media.variants.find((v) => v.format === 'webp' && v.width === 640)!;
    const response = await fetch(await functionUrl('media', webp.path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.length).toBe(webp.bytes);
    expect((await sharp(served).metadata()).width).toBe(640);
    expect((await fetch(await functionUrl('media', `/${media.originalPath}`))).status).toBe(404);
  });

  it('completing again (a retry after a lost answer) makes no second photo', async () => {
    const again = await api(owner, 'POST', mediaApi.complete(id), {});
    expect(again.status).toBe(200);
    expect((again.body.media as Media).originalPath).toBe(`originals/${id}/original.jpg`);
    const all = await db.collection(COLLECTIONS.media).where('filename', '==', 'Vows at dusk.jpg').get();
    expect(all.size).toBe(1);
  });

  it('refuses to delete a photo pages use, naming them; deleted everywhere, its gallery entry goes and the post shows the plain drawing', async () => {
    const media = (await db.collection(COLLECTIONS.media).doc(id).get()).data() as Media;
    const page = db.collection(COLLECTIONS.gallery).doc(`uses-${id}`);
    await page.set({
      title: 'Vows',
      category: 'Weddings',
      image: imageRefFromMedia(id, media),
      featured: false,
      order: 1,
      published: true,
      keywords: [],
    });
    const blog = db.collection(COLLECTIONS.blogs).doc(`uses-${id}`);
    await blog.set({ title: 'Post', cover: imageRefFromMedia(id, media) });
    // The home page's photograph too (settings/studio, beside whatever the studio settings hold).
    const studio = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
    const studioBefore = await studio.get();
    await studio.set({ heroImage: imageRefFromMedia(id, media) }, { merge: true });
    // A document this test made would outlive it as an empty studio, unreadable to every later file.
    onTestFinished(async () => {
      await (studioBefore.exists ? studio.set(studioBefore.data()!) : studio.delete());
    });
    const refused = await api(owner, 'DELETE', mediaApi.media(id));
    expect(refused.status).toBe(409);
    expect(refused.body.usedBy).toEqual([`blogs/uses-${id}`, `gallery/uses-${id}`, 'settings/studio']);
    expect(refused.body.error).toBe('Vows at dusk.jpg is still used by 3 pages.');

    // "Delete it everywhere": no page is left pointing at the removed files.
    expect((await api(owner, 'DELETE', `${mediaApi.media(id)}?force=true`)).status).toBe(204);
    expect(await mediaExists(id)).toBe(false);
    expect(await objectsOf(id)).toEqual([]);
    expect((await page.get()).exists).toBe(false);
    expect((await blog.get()).get('cover')).toEqual(REMOVED_PHOTO_IMAGE);
    expect((await blog.get()).get('title')).toBe('Post');
    // Without its photograph the home page shows the studio's drawing: the field goes, not a placeholder.
    expect((await studio.get()).get('heroImage')).toBeUndefined();
    const stillUsing = await db.collection(COLLECTIONS.blogs).where('cover.mediaId', '==', id).get();
    expect(stillUsing.size).toBe(0);
    await blog.delete();
  });

  it('answers 404 for a photo deleted already, and changes no page', async () => {
    const answer = await api(owner, 'DELETE', `${mediaApi.media('never-uploaded')}?force=true`);
    expect(answer).toEqual({ status: 404, body: { error: 'This photo is not in the media library (deleted already?).' } });
  });
});

describe('who may upload', () => {
  const small = { filename: 'a.jpg', contentType: 'image/jpeg', bytes: 1000 };

  it('refuses a customer (403) and stores nothing', async () => {
    const before = (await db.collection(SERVER_COLLECTIONS.mediaUploads).get()).size;
    const answer = await startUpload(customer, small);
    expect(answer).toEqual({ status: 403, body: { error: 'Only the studio owner can upload or delete photos.' } });
    expect((await db.collection(SERVER_COLLECTIONS.mediaUploads).get()).size).toBe(before);
  });

  it('refuses anonymous requests (401), and a forged token', async () => {
    expect((await startUpload(null, small)).status).toBe(401);
    expect((await startUpload('not-a-token', small)).status).toBe(401);
  });

  it('refuses a customer every other call too: parts, status, completion, deletion', async () => {
    const started = await startUpload(owner, small);
    const id = started.body.id as string;
    for (const [method, path] of [
      ['GET', mediaApi.upload(id)],
      ['PUT', mediaApi.part(id, 0)],
      ['POST', mediaApi.complete(id)],
      ['DELETE', mediaApi.upload(id)],
      ['DELETE', mediaApi.media(id)],
    ] as const) {
      expect((await api(customer, method, path, method === 'PUT' ? Buffer.alloc(1000) : undefined)).status, `${method} ${path}`).toBe(403);
    }
    expect(await sessionExists(id)).toBe(true);
    expect((await api(owner, 'DELETE', mediaApi.upload(id))).status).toBe(204);
  });
});

describe('bad files leave nothing behind', () => {
  it('refuses a file over the limit before storing a byte, naming it', async () => {
    const answer = await startUpload(owner, { filename: 'huge.jpg', contentType: 'image/jpeg', bytes: 60 * 1024 * 1024 });
    expect(answer).toEqual({ status: 413, body: { error: 'huge.jpg is 60 MB: photos can be at most 40 MB.' } });
  });

  it('refuses a type that is not a photo, naming it', async () => {
    const answer = await startUpload(owner, { filename: 'brochure.pdf', contentType: 'application/pdf', bytes: 2000 });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/^brochure\.pdf is not a photo this site can take/);
  });

  it('refuses a real iPhone HEIC: by its type before a byte is sent, and by its content when named a JPEG', async () => {
    const heic = readFileSync(join(__dirname, '../../../tests/fixtures/hevc-photo.heic'));
    const declared = await startUpload(owner, { filename: 'IMG_2041.HEIC', contentType: 'image/heic', bytes: heic.length });
    expect(declared).toEqual({ status: 415, body: { error: `IMG_2041.HEIC: ${HEIC_ADVICE}.` } });

    const started = await startUpload(owner, { filename: 'IMG_2041.jpg', contentType: 'image/jpeg', bytes: heic.length });
    const id = started.body.id as string;
    await sendParts(owner, id, heic, [0]);
    const answer = await api(owner, 'POST', mediaApi.complete(id), { alt: 'x' });
    expect(answer).toEqual({ status: 422, body: { error: `IMG_2041.jpg could not be used: it is a HEIC photo. ${HEIC_ADVICE}.` } });
    expect(await mediaExists(id)).toBe(false);
    expect(await objectsOf(id)).toEqual([]);
  });

  it('a corrupt file: a clear 422 naming it, and no document, no object, no session', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const corrupt = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(jpeg.length - 400, 0x55)]);
    const started = await startUpload(owner, { filename: 'broken.jpg', contentType: 'image/jpeg', bytes: corrupt.length });
    const id = started.body.id as string;
    await sendParts(owner, id, corrupt, [0]);
    const answer = await api(owner, 'POST', mediaApi.complete(id), { alt: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^broken\.jpg could not be used: it is damaged/);
    expect(await mediaExists(id)).toBe(false);
    expect(await objectsOf(id)).toEqual([]);
    expect(await sessionExists(id)).toBe(false);
  });

  it('a part of the wrong size is refused, and completing with a part missing names it', async () => {
    const started = await startUpload(owner, { filename: 'two.jpg', contentType: 'image/jpeg', bytes: UPLOAD_PART_BYTES + 10 });
    const id = started.body.id as string;
    const short = await api(owner, 'PUT', mediaApi.part(id, 1), Buffer.alloc(9));
    expect(short).toEqual({ status: 400, body: { error: 'Part 2 of two.jpg arrived with 9 bytes instead of 10: send it again.' } });
    await api(owner, 'PUT', mediaApi.part(id, 1), Buffer.alloc(10));
    const incomplete = await api(owner, 'POST', mediaApi.complete(id), {});
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.missing).toEqual([0]);
    // Still open: the client can send part 0 and complete; here it cancels.
    expect((await api(owner, 'DELETE', mediaApi.upload(id))).status).toBe(204);
  });

  it('a cancelled upload leaves nothing: parts and session gone, the upload unknown', async () => {
    const started = await startUpload(owner, {
      filename: 'second-thoughts.jpg',
      contentType: 'image/jpeg',
      bytes: UPLOAD_PART_BYTES + 500,
    });
    const id = started.body.id as string;
    await sendParts(owner, id, Buffer.alloc(UPLOAD_PART_BYTES + 500, 1), [1]);
    expect(await bucket.list(`uploads/${id}/`)).toHaveLength(1);
    expect((await api(owner, 'DELETE', mediaApi.upload(id))).status).toBe(204);
    expect(await objectsOf(id)).toEqual([]);
    expect(await sessionExists(id)).toBe(false);
    expect((await api(owner, 'GET', mediaApi.upload(id))).status).toBe(404);
    expect((await api(owner, 'PUT', mediaApi.part(id, 0), Buffer.alloc(UPLOAD_PART_BYTES))).status).toBe(404);
  });
});

describe('the daily sweep of abandoned uploads', () => {
  it('removes an upload untouched for a day and parts left without a session, and keeps a fresh one', async () => {
    const old = (await startUpload(owner, { filename: 'left-open.jpg', contentType: 'image/jpeg', bytes: 1000 })).body.id as string;
    const fresh = (await startUpload(owner, { filename: 'in-progress.jpg', contentType: 'image/jpeg', bytes: 1000 })).body.id as string;
    await sendParts(owner, old, Buffer.alloc(1000, 3), [0]);
    await sendParts(owner, fresh, Buffer.alloc(1000, 4), [0]);
    await db
      .collection(SERVER_COLLECTIONS.mediaUploads)
      .doc(old)
      .update({ updatedAt: Timestamp.fromMillis(Date.now() - ABANDONED_AFTER_MS - 60_000) });
    await bucket.write('uploads/orphan-part-test/part-0000', Buffer.alloc(10), 'application/octet-stream');

    const removed = await sweepAbandonedUploads({ db, store: bucket, now: () => new Date(), logger: recordingLogger() });
    expect(removed).toBeGreaterThanOrEqual(2);
    expect([await sessionExists(old), await bucket.list(`uploads/${old}/`)]).toEqual([false, []]);
    expect(await bucket.list('uploads/orphan-part-test/')).toEqual([]);
    expect(await sessionExists(fresh)).toBe(true);
    expect(await bucket.list(`uploads/${fresh}/`)).toHaveLength(1);
    expect((await api(owner, 'DELETE', mediaApi.upload(fresh))).status).toBe(204);
  });
});
