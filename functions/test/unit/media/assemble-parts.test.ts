import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES, partCount, partRange } from '../../../../common/media';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { assembleParts, receivedParts } from '../../../src/media/assemble-parts';
import { bucketPaths } from '../../../src/media/bucket-paths';
import { HttpError } from '../../../src/media/http-error';

let dir: string;
let store: ObjectStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parts-'));
  store = localObjectStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A file of `bytes` whose every byte depends on its position, so any misordering shows. */
function fileOf(bytes: number) {
  const file = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) file[i] = (i * 7 + (i >> 13)) % 251;
  return file;
}

async function sendParts(id: string, file: Buffer, indices: number[]) {
  // Sent out of order on purpose: parts may arrive in any order, as retries do.
  for (const index of [...indices].reverse()) {
    const { start, end } = partRange(file.length, index);
    await store.write(bucketPaths.part(id, index), file.subarray(start, end), 'application/octet-stream');
  }
}

describe('chunk assembly', { timeout: 180_000 }, () => {
  it('joins the parts in order into the exact file', async () => {
    const file = fileOf(2 * UPLOAD_PART_BYTES + 12_345);
    const upload = { filename: 'big.jpg', bytes: file.length, parts: partCount(file.length) };
    expect(upload.parts).toBe(3);
    await sendParts('up1', file, [0, 1, 2]);
    expect([...(await receivedParts(store, 'up1')).keys()].sort()).toEqual([0, 1, 2]);
    expect((await assembleParts(store, 'up1', upload)).equals(file)).toBe(true);
  });

  it('names the missing parts and the file (a resume sends just those)', async () => {
    const file = fileOf(2 * UPLOAD_PART_BYTES + 10);
    await sendParts('up2', file, [1]);
    const error = await assembleParts(store, 'up2', { filename: 'vows.jpg', bytes: file.length, parts: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, details: { missing: [0, 2] } });
    expect((error as Error).message).toContain('vows.jpg is missing 2 of its 3 parts');
  });

  it('treats a part of the wrong size as missing', async () => {
    const file = fileOf(UPLOAD_PART_BYTES + 100);
    await sendParts('up3', file, [0]);
    await store.write(bucketPaths.part('up3', 1), Buffer.alloc(99), 'application/octet-stream');
    await expect(assembleParts(store, 'up3', { filename: 'a.png', bytes: file.length, parts: 2 })).rejects.toMatchObject({
      details: { missing: [1] },
    });
  });
});
