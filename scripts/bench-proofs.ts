// `npm run bench:proofs [-- --photos N --archive M]`: what watermarked proofs cost per photo (the
// time and the bytes the proof variants add to an upload, made by the pipeline's own variant maker
// with the default mark, the studio's name repeated at 35 %), and how long the archive copy of M
// originals takes (300 by default) into a local folder standing in for the archive bucket, SHA-256
// included. Generated photograph-like JPEGs (scripts/bench/generated-jpeg.ts). Needs no emulator;
// asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { archiveOriginal } from '../functions/src/archive/archive-original';
import { localObjectStore } from '../functions/src/lib/storage/local-object-store';
import { makeVariants } from '../functions/src/media/make-variants';
import { nameMark, type Watermark } from '../functions/src/media/watermark';
import { generatedJpeg } from './bench/generated-jpeg';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const PHOTOS = arg('photos', 4);
const ARCHIVED = arg('archive', 300);
/** A delivered photograph of about 10.7 megapixels (a 24-megapixel frame after a typical crop and export). */
const SIZE = { width: 4000, height: 2667, quality: 90 };
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  console.log(`Generating ${PHOTOS} photographs of ${SIZE.width}×${SIZE.height} (JPEG q${SIZE.quality})…`);
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await generatedJpeg(i + 1, SIZE));
  const watermark: Watermark = { mark: await nameMark('Style & Story'), position: 'tiled', opacity: 0.35 };

  console.log('\nWatermarked proofs: the variants without and with proofs, per photo');
  console.log('photo   original kB   clean ms   with proofs ms   proof ms   clean kB   proofs kB');
  const extraMs: number[] = [];
  const proofBytes: number[] = [];
  for (const [i, photo] of photos.entries()) {
    const t0 = performance.now();
    const clean = await makeVariants(photo);
    const t1 = performance.now();
    const proofed = await makeVariants(photo, { watermark });
    const t2 = performance.now();
    const cleanKb = sum(clean.variants.map((v) => v.data.length));
    const proofKb = sum(proofed.proofs.map((v) => v.data.length));
    extraMs.push(t2 - t1 - (t1 - t0));
    proofBytes.push(proofKb);
    console.log(
      [
        String(i + 1).padEnd(5),
        kb(photo.length).padStart(13),
        (t1 - t0).toFixed(0).padStart(10),
        (t2 - t1).toFixed(0).padStart(16),
        (t2 - t1 - (t1 - t0)).toFixed(0).padStart(10),
        kb(cleanKb).padStart(10),
        kb(proofKb).padStart(11),
      ].join(' '),
    );
  }
  console.log(
    `Per photo, on average: ${(sum(extraMs) / PHOTOS).toFixed(0)} ms more for the proofs (${proofed()} files), ${kb(sum(proofBytes) / PHOTOS)} kB more stored.`,
  );

  const dir = await mkdtemp(join(tmpdir(), 'bench-archive-'));
  try {
    const archive = localObjectStore(join(dir, 'archive'));
    // No Firestore here: the record's write is the photo document's batch, timed with the upload.
    const db = { collection: () => ({ doc: () => ({}) }) } as unknown as Firestore;
    const bytes = sum(Array.from({ length: ARCHIVED }, (_, i) => photos[i % PHOTOS].length));
    const started = performance.now();
    for (let i = 0; i < ARCHIVED; i++) {
      await archiveOriginal(
        { db, archive: () => archive },
        {
          kind: 'gallery',
          galleryId: 'bench',
          photoId: `p${i}`,
          fileName: `DSC_${i}.jpg`,
          contentType: 'image/jpeg',
          path: `galleries/bench/p${i}/original.jpg`,
          data: photos[i % PHOTOS],
          set: 'Ceremony',
          order: i,
          alt: null,
        },
      );
    }
    const ms = performance.now() - started;
    console.log(
      `\nArchive copy of ${ARCHIVED} originals (${(bytes / 1024 / 1024).toFixed(0)} MB) into a local folder, SHA-256 included: ` +
        `${(ms / 1000).toFixed(1)} s, ${(ms / ARCHIVED).toFixed(0)} ms per photo, ${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s. ` +
        'A local disk, not Cloud Storage: a deployed upload also waits for one write to the archive bucket.',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const proofed = () => 'WebP + JPEG up to 1280 px';

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
