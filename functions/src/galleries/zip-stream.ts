import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { ObjectStore } from '../lib/storage/object-store';

// Writes a ZIP to `out` file by file, straight from the store's read streams: no file and no
// archive is ever held whole. Photos are already compressed, so entries are STORED (no deflate:
// it would cost CPU for a percent or two). Each file is opened only when the previous one is
// written, so a 300-photo part holds one open read (one bucket request) at a time, and the
// response's backpressure paces the reads: a slow download reads slowly.

export interface ZipFile {
  /** Where it is in the store. */
  path: string;
  /** Its path inside the ZIP. */
  name: string;
}

/** @internal Exported for its tests only. */
export class MissingFileError extends Error {
  constructor(readonly path: string) {
    super(`A gallery file is missing from the store: ${path}`);
    this.name = 'MissingFileError';
  }
}

/** Streams the files as one ZIP into `out`; resolves with the bytes written once `out` has them all. */
export async function writeZip(store: ObjectStore, files: readonly ZipFile[], out: Writable, modified: Date): Promise<number> {
  const archive = new ZipArchive({ store: true });
  // Settles when the archive fails or the reader goes away (a cancelled download) before the end.
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    out.on('error', reject);
    out.on('close', () => {
      if (!out.writableFinished) reject(new Error('The download was closed before the ZIP was complete.'));
    });
  });
  failed.catch(() => archive.abort());
  const written = once(out, 'finish');
  archive.pipe(out);
  for (const file of files) {
    const opened = await Promise.race([store.open(file.path), failed]);
    if (!opened) {
      archive.abort();
      throw new MissingFileError(file.path);
    }
    const entryWritten = once(archive, 'entry');
    archive.append(opened.stream, { name: file.name, date: modified, store: true });
    try {
      await Promise.race([entryWritten, failed]);
    } catch (error) {
      opened.stream.destroy();
      throw error;
    }
  }
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([written, failed]);
  return archive.pointer();
}
