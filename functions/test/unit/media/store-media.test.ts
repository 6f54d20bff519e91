import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveNotConfiguredError } from '../../../src/lib/storage/archive-store';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { UnreadableImageError } from '../../../src/media/make-variants';
import { storeMedia } from '../../../src/media/store-media';
import { recordingLogger } from '../../support/fakes';

// Nothing half-stored: whatever fails after the first write, the files this call wrote go again.
let dir: string;
let folder: ObjectStore;
let archiveFolder: ObjectStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-media-'));
  folder = localObjectStore(join(dir, 'bucket'));
  archiveFolder = localObjectStore(join(dir, 'archive'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A Firestore whose batch (the media document created, its archive record set) commits as `create` ends. */
const records: unknown[] = [];
const dbCreating = (create: (data: unknown) => Promise<unknown>) =>
  ({
    collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
    batch: () => {
      const created: unknown[] = [];
      return {
        create: (_ref: unknown, data: unknown) => created.push(data),
        set: (_ref: unknown, data: unknown) => records.push(data),
        commit: () => create(created[0]),
      };
    },
  }) as unknown as Firestore;

const photo = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: '#446688' } })
    .jpeg()
    .toBuffer();
const everything = async () => [...(await folder.list('media/')), ...(await folder.list('originals/'))];

describe('storeMedia', { timeout: 180_000 }, () => {
  it('stores the original, every variant and then the document', async () => {
    const created: unknown[] = [];
    const stored = await storeMedia(
      { db: dbCreating(async (data) => created.push(data)), store: folder, archive: () => archiveFolder, logger: recordingLogger() },
      { id: 'm1', filename: 'sea.jpg', data: await photo(), alt: 'The sea' },
    );
    expect(created).toHaveLength(1);
    expect((await everything()).map((o) => o.path).sort()).toEqual(
      [stored.originalPath, ...stored.variants.map((v) => v.path.slice(1))].sort(),
    );
    // The original's copy in the archive bucket, byte for byte, and its record with the SHA-256.
    const original = await folder.read(stored.originalPath);
    expect((await archiveFolder.read(stored.originalPath)).equals(original)).toBe(true);
    expect(records.at(-1)).toMatchObject({
      kind: 'media',
      photoId: 'm1',
      path: stored.originalPath,
      bytes: original.length,
      sha256: createHash('sha256').update(original).digest('hex'),
      alt: 'The sea',
    });
  });

  it('removes what it wrote when a write fails half-way', async () => {
    let writes = 0;
    const failing: ObjectStore = {
      ...folder,
      write: async (path, data, type) => {
        if (++writes === 4) throw new Error('bucket unavailable');
        await folder.write(path, data, type);
      },
    };
    const error = await storeMedia(
      { db: dbCreating(async () => undefined), store: failing, archive: () => archiveFolder, logger: recordingLogger() },
      { id: 'm2', filename: 'sea.jpg', data: await photo(), alt: '' },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('bucket unavailable');
    expect(await everything()).toEqual([]);
  });

  it('removes the files when the document cannot be written', async () => {
    const error = await storeMedia(
      {
        db: dbCreating(async () => Promise.reject(new Error('14 UNAVAILABLE'))),
        store: folder,
        archive: () => archiveFolder,
        logger: recordingLogger(),
      },
      { id: 'm3', filename: 'sea.jpg', data: await photo(), alt: '' },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('14 UNAVAILABLE');
    expect(await everything()).toEqual([]);
  });

  it('keeps the files when the document exists already: they are that photo’s (the same paths)', async () => {
    const error = await storeMedia(
      {
        db: dbCreating(async () => Promise.reject(Object.assign(new Error('6 ALREADY_EXISTS'), { code: 6 }))),
        store: folder,
        archive: () => archiveFolder,
        logger: recordingLogger(),
      },
      { id: 'm4', filename: 'sea.jpg', data: await photo(), alt: '' },
    ).catch((e: unknown) => e);
    expect((error as { code: number }).code).toBe(6);
    expect((await everything()).length).toBeGreaterThan(0);
  });

  it('stores nothing when the archive bucket is not set up: no photo goes unarchived', async () => {
    const error = await storeMedia(
      {
        db: dbCreating(async () => undefined),
        store: folder,
        archive: () => {
          throw new ArchiveNotConfiguredError();
        },
        logger: recordingLogger(),
      },
      { id: 'm6', filename: 'sea.jpg', data: await photo(), alt: '' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveNotConfiguredError);
    expect(await everything()).toEqual([]);
  });

  it('writes nothing for an unreadable file', async () => {
    const error = await storeMedia(
      { db: dbCreating(async () => undefined), store: folder, archive: () => archiveFolder, logger: recordingLogger() },
      { id: 'm5', filename: 'notes.jpg', data: Buffer.from('not a photo'), alt: '' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect(await everything()).toEqual([]);
  });
});
