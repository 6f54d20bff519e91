import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { archiveRecordId } from '../../../common/schemas/archive';
import { backfillArchive, type BackfillAnswer } from '../../src/archive/backfill';
import { galleryPaths } from '../../src/galleries/gallery-paths';
import { HttpError } from '../../src/media/http-error';
import { localObjectStore } from '../../src/lib/storage/local-object-store';
import type { ObjectStore } from '../../src/lib/storage/object-store';
import { recordingLogger } from '../support/fakes';

// The archive's backfill (issue 38) against the Firestore emulator, in a project of its own (so the
// counts are exact), with the storage seam's local store playing both buckets, as it does in the
// Functions emulator: photos from before the archive (no record) are copied byte for byte with
// their records, those already archived are left alone, a photo whose original is gone is reported
// and not recorded; the walk goes in small batches from a cursor, and a second run copies nothing.

const PROJECT = 'demo-archive-backfill-test';
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let app: App;
let db: Firestore;
let dir: string;
let bucket: ObjectStore;
let archive: ObjectStore;

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT }, `backfill-${randomUUID()}`);
  db = getFirestore(app);
  dir = await mkdtemp(join(tmpdir(), 'archive-backfill-'));
  bucket = localObjectStore(join(dir, 'bucket'));
  archive = localObjectStore(join(dir, 'bucket-archive'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  if (app) await deleteApp(app);
});

const bytes = (label: string) => Buffer.from(`${label}-${randomUUID()}`.repeat(50));

async function libraryPhoto(id: string, { stored = true } = {}) {
  const originalPath = `originals/${id}.jpg`;
  const data = bytes(id);
  await db
    .collection(COLLECTIONS.media)
    .doc(id)
    .set({ filename: `${id}.jpg`, contentType: 'image/jpeg', originalPath, alt: `Alt of ${id}` });
  if (stored) await bucket.write(originalPath, data, 'image/jpeg');
  return { path: originalPath, data };
}

async function galleryPhoto(galleryId: string, photoId: string, order: number) {
  const path = galleryPaths.original(galleryId, photoId, 'image/jpeg');
  const data = bytes(photoId);
  await db.collection(COLLECTIONS.clientGalleries).doc(galleryId).set({ title: galleryId }, { merge: true });
  await db
    .collection(COLLECTIONS.clientGalleries)
    .doc(galleryId)
    .collection(SUBCOLLECTIONS.galleryPhotos)
    .doc(photoId)
    .set({ fileName: `${photoId}.jpg`, set: 'Ceremony', order, hidden: false, contentType: 'image/jpeg' });
  await bucket.write(path, data, 'image/jpeg');
  return { path, data };
}

/** Runs the walk to its end, `copies` originals per call; the totals and how many calls it took. */
async function walk(copies: number) {
  const deps = { db, store: bucket, archive: () => archive, logger: recordingLogger() };
  const total: BackfillAnswer = { copied: 0, already: 0, failed: [], cursor: null };
  let cursor: string | null = null;
  let calls = 0;
  do {
    const answer = await backfillArchive(deps, cursor ? { cursor } : {}, { copies });
    calls++;
    total.copied += answer.copied;
    total.already += answer.already;
    total.failed.push(...answer.failed);
    cursor = answer.cursor;
    expect(calls).toBeLessThan(20);
  } while (cursor !== null);
  return { ...total, calls };
}

describe('the archive backfill', () => {
  it('copies every original with no archive record, in batches from a cursor, and copies nothing twice', async () => {
    const m1 = await libraryPhoto('m1');
    await libraryPhoto('m2');
    // Archived already (a record): left alone, even though its copy is not where this test's archive is.
    await db.collection(COLLECTIONS.archive).doc(archiveRecordId('media', 'm2')).set({ kind: 'media', photoId: 'm2' });
    await libraryPhoto('m3', { stored: false }); // its original is gone from the site's bucket
    const a1 = await galleryPhoto('gA', 'p1', 0);
    const a2 = await galleryPhoto('gA', 'p2', 1);
    await galleryPhoto('gA', 'p3', 2);
    await db
      .collection(COLLECTIONS.archive)
      .doc(archiveRecordId('gallery', 'p3', 'gA'))
      .set({ kind: 'gallery', photoId: 'p3' });
    await db.collection(COLLECTIONS.clientGalleries).doc('gB').set({ title: 'no photos yet' });
    const c1 = await galleryPhoto('gC', 'p1', 0);

    const first = await walk(2);
    expect(first).toMatchObject({ copied: 4, already: 2 });
    expect(first.failed).toEqual([{ fileName: 'm3.jpg', reason: 'its original is not in the site’s bucket (restore or upload it again)' }]);
    // Two originals (or failures) per call: the walk resumed from its cursor.
    expect(first.calls).toBeGreaterThanOrEqual(3);

    const years = Number(parseEnv(await readFile(resolve(__dirname, '..', '..', '.env'), 'utf8')).ARCHIVE_RETENTION_YEARS);
    for (const [kind, galleryId, photoId, original] of [
      ['media', null, 'm1', m1],
      ['gallery', 'gA', 'p1', a1],
      ['gallery', 'gA', 'p2', a2],
      ['gallery', 'gC', 'p1', c1],
    ] as const) {
      expect((await archive.read(original.path)).equals(original.data), original.path).toBe(true);
      const record = (
        await db
          .collection(COLLECTIONS.archive)
          .doc(archiveRecordId(kind, photoId, galleryId))
          .get()
      ).data()!;
      expect(record).toMatchObject({
        kind,
        galleryId,
        photoId,
        path: original.path,
        bytes: original.data.length,
        sha256: sha(original.data),
      });
      const kept = (record.retainUntil as Timestamp).toDate().getUTCFullYear() - (record.archivedAt as Timestamp).toDate().getUTCFullYear();
      expect(kept).toBe(years);
    }
    expect((await db.collection(COLLECTIONS.archive).doc(archiveRecordId('media', 'm1')).get()).get('alt')).toBe('Alt of m1');
    expect((await db.collection(COLLECTIONS.archive).doc(archiveRecordId('media', 'm3')).get()).exists).toBe(false);
    expect(await archive.exists('originals/m2.jpg')).toBe(false);

    // Run again: everything there, the one with no original still reported, nothing copied.
    const second = await walk(20);
    expect(second).toMatchObject({ copied: 0, already: 6, calls: 1 });
    expect(second.failed.map((f) => f.fileName)).toEqual(['m3.jpg']);
  });

  it('refuses a cursor it did not make', async () => {
    const deps = { db, store: bucket, archive: () => archive, logger: recordingLogger() };
    await expect(backfillArchive(deps, { cursor: '../../etc' })).rejects.toBeInstanceOf(HttpError);
    await expect(backfillArchive(deps, { cursor: 'g/' })).rejects.toMatchObject({ status: 400 });
  });
});
