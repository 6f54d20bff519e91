import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExifTool } from 'exiftool-vendored';
import { KEPT_ORIGINAL_METADATA, ORIGINAL_EXTENSIONS, type UploadType } from '../../../common/media';

// A customer's full-resolution download is the stored original, so the original is cleaned before
// it is stored: every metadata tag is removed and the kept ones (common/media.ts) are copied back.
// ExifTool rewrites the metadata around the image data, never re-encoding it, in every format an
// upload can be (JPEG, PNG, WebP, AVIF, HEIF). It runs as a Perl process, started on first use and
// kept for the instance's later uploads.

const KEPT_TAGS = KEPT_ORIGINAL_METADATA.flatMap((group) => group.tags);
/** `-all=` removes everything; `-TAG<TAG` copies a tag back from the file as it was. */
const CLEANING_ARGS = ['-all=', ...KEPT_TAGS.map((tag) => `-${tag}<${tag}`), '-overwrite_original'];

let shared: Promise<ExifTool> | undefined;

/** The instance's ExifTool, started on first use (only uploads and the backfill need it). */
function exifTool(): Promise<ExifTool> {
  shared ??= import('exiftool-vendored').then(({ ExifTool }) => new ExifTool({ maxProcs: 1, taskTimeoutMillis: 60_000 }));
  return shared;
}

/** Ends the ExifTool process, so a script or test can exit. */
export async function closeMetadataTool(): Promise<void> {
  const tool = shared;
  shared = undefined;
  if (tool) await (await tool).end();
}

/** Runs `use` on `data` written to a temporary file of the type's extension, removed after. */
async function withTemporaryFile<T>(data: Buffer, contentType: UploadType, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'original-'));
  const file = join(dir, `${randomUUID()}.${ORIGINAL_EXTENSIONS[contentType]}`);
  try {
    await writeFile(file, data);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The original without its location and camera details, keeping only KEPT_ORIGINAL_METADATA. Equal
 * bytes come back when there was nothing to remove. Throws when ExifTool cannot rewrite the file:
 * an original is never stored with what it was meant to lose.
 */
export async function cleanOriginal(data: Buffer, contentType: UploadType): Promise<Buffer> {
  const tool = await exifTool();
  return withTemporaryFile(data, contentType, async (file) => {
    await tool.write(file, {}, { writeArgs: CLEANING_ARGS });
    return readFile(file);
  });
}

/** Groups ExifTool reports about the file itself rather than metadata stored in it. */
const NOT_STORED = new Set(['ExifTool', 'System', 'File', 'Composite', 'MWG']);

/** The metadata tags stored in a file, as "group:name" (for the backfill's dry run). */
export async function storedMetadataTags(data: Buffer, contentType: UploadType): Promise<string[]> {
  const tool = await exifTool();
  const raw = await withTemporaryFile(data, contentType, (file) => tool.readRaw(file, ['-G1', '-a']));
  return Object.keys(raw)
    .filter((key) => key.includes(':') && !NOT_STORED.has(key.slice(0, key.indexOf(':'))))
    .sort();
}
