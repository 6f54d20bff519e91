// `npm run bench:photos [-- --limit N]`: the bytes of the variants against their originals, for the
// seed photographs (scripts/seed/photos.ts), made by the upload pipeline's own variant maker.
// Needs no emulator. Asserts nothing: it prints a table, the totals and the time per photo.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from '@common/media';
import { makeVariants, type MadeVariant } from '../functions/src/media/make-variants';
import { IMAGES, type ImageKey } from './seed/images';
import { cachedSeedPhoto } from './seed/photos';

const CACHE = join(fileURLToPath(new URL('..', import.meta.url)), '.emulators', 'seed-photos');
const limitArg = process.argv.indexOf('--limit');
const keys = (Object.keys(IMAGES) as ImageKey[]).slice(0, limitArg > 0 ? Number(process.argv[limitArg + 1]) : undefined);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (text: string | number, width: number) => String(text).padStart(width);
const sizeOf = (variants: MadeVariant[], width: number, format: string) =>
  variants.find((v) => v.width === width && v.format === format)?.data.length ?? 0;

// A phone 375 CSS px wide at 2× or 3× asks for 750–1125 px for a full-width photo: the browser takes
// the 960 or 1280 variant; a third-of-the-page tile on a 1440 px screen takes the 640 or 960 one.
const SHOWN = [
  [640, 'webp'],
  [960, 'webp'],
  [1280, 'webp'],
  [1280, 'jpeg'],
] as const;

const header = ['photo', 'pixels', 'original kB', ...SHOWN.map(([w, f]) => `${w}w ${f}`), 'all variants kB', 'all/orig', 'ms'];
const widths = [32, 11, 12, ...SHOWN.map(() => 11), 16, 9, 7];
const line = (cells: (string | number)[]) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : pad(cell, widths[i]))).join(' ');

async function main(): Promise<void> {
  console.log(
    `Variants of the ${keys.length} seed photographs: ${VARIANT_WIDTHS.join(', ')} px wide (never upscaled), ${VARIANT_FORMATS.join(' + ')}.`,
  );
  console.log(line(header));
  const totals = { original: 0, variants: 0, ms: 0, shown: SHOWN.map(() => 0) };
  for (const key of keys) {
    const original = await cachedSeedPhoto(key, CACHE);
    const started = performance.now();
    const photo = await makeVariants(original);
    const ms = performance.now() - started;
    const all = photo.variants.reduce((sum, v) => sum + v.data.length, 0);
    const shown = SHOWN.map(([w, f]) => sizeOf(photo.variants, w, f));
    totals.original += original.length;
    totals.variants += all;
    totals.ms += ms;
    shown.forEach((bytes, i) => (totals.shown[i] += bytes));
    console.log(
      line([
        key,
        `${photo.width}×${photo.height}`,
        kb(original.length),
        ...shown.map(kb),
        kb(all),
        (all / original.length).toFixed(2),
        ms.toFixed(0),
      ]),
    );
  }
  const n = keys.length;
  console.log(
    line([
      'total',
      '',
      kb(totals.original),
      ...totals.shown.map(kb),
      kb(totals.variants),
      (totals.variants / totals.original).toFixed(2),
      totals.ms.toFixed(0),
    ]),
  );
  console.log(
    line([
      'mean per photo',
      '',
      kb(totals.original / n),
      ...totals.shown.map((b) => kb(b / n)),
      kb(totals.variants / n),
      '',
      (totals.ms / n).toFixed(0),
    ]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
