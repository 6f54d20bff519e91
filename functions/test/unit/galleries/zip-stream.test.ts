import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import type { ObjectStore } from '../../../src/lib/storage/object-store';
import { MissingFileError, writeZip } from '../../../src/galleries/zip-stream';
import { watchMemory } from '../../../src/galleries/zip-memory';

// The ZIP writer against a real local store, checked by the system's own unzip.

let dir: string;
let store: ObjectStore;
const bytesOf = (seed: number, length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zip-stream-'));
  store = localObjectStore(join(dir, 'bucket'));
  await store.write('galleries/g/a/web.jpg', bytesOf(1, 300_000), 'image/jpeg');
  await store.write('galleries/g/b/web.jpg', bytesOf(2, 120_000), 'image/jpeg');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeZip', () => {
  it('writes a valid ZIP of the files, stored uncompressed under their names', async () => {
    const target = join(dir, 'out.zip');
    const files = [
      { path: 'galleries/g/a/web.jpg', name: 'Ceremony/Vows.jpg' },
      { path: 'galleries/g/b/web.jpg', name: 'Portraits/Ana (2).jpg' },
    ];
    const bytes = await writeZip(store, files, createWriteStream(target), new Date('2027-06-12T10:00:00Z'));
    expect(bytes).toBe((await readFile(target)).length);
    execFileSync('unzip', ['-tq', target]);
    const listing = execFileSync('unzip', ['-v', target], { encoding: 'utf8' });
    expect(listing).toMatch(/300000\s+Stored\s+300000\s+0%.*Ceremony\/Vows\.jpg/);
    expect(listing).toMatch(/120000\s+Stored\s+120000\s+0%.*Portraits\/Ana \(2\)\.jpg/);
    expect(execFileSync('unzip', ['-p', target, 'Ceremony/Vows.jpg']).equals(bytesOf(1, 300_000))).toBe(true);
  });

  it('stops with the missing file named, instead of a ZIP without it', async () => {
    const out = new PassThrough();
    out.resume();
    await expect(writeZip(store, [{ path: 'galleries/g/zz/web.jpg', name: 'x.jpg' }], out, new Date())).rejects.toBeInstanceOf(
      MissingFileError,
    );
  });

  it('stops when the reader goes away mid-download', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const files = [
      { path: 'galleries/g/a/web.jpg', name: 'a.jpg' },
      { path: 'galleries/g/b/web.jpg', name: 'b.jpg' },
    ];
    const writing = writeZip(store, files, out, new Date());
    out.once('data', () => out.destroy());
    await expect(writing).rejects.toThrow(/closed before the ZIP was complete/);
  });
});

describe('watchMemory', () => {
  it('reports the peak rise of the resident set since it started', () => {
    const readings = [100, 180, 140];
    const watch = watchMemory(() => readings.shift() ?? 120);
    expect(watch.stop()).toBe(80);
  });
});
