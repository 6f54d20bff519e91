import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderImage } from '../make-images';
import { IMAGES, type ImageKey } from './images';

// The seed's photographs: the studio's drawings (scripts/seed/art) rasterised at a camera's size and
// given film grain, so they weigh and compress like photographs, not like flat vector art. Made the
// same way every time (the grain comes from a generator seeded by the picture's key), and kept in a
// cache folder, never in git: a photo is made once per machine and drawing.

/** The long edge of a seed photo, in pixels: a 3600 × 2400 frame is an 8.6-megapixel camera JPEG. */
export const SEED_PHOTO_LONG_EDGE = 3600;

// Three layers of luminance noise (per pixel, 3-pixel and 12-pixel clumps), so texture survives
// the downscale to every variant width, as a real photograph's detail does.
const GRAIN = [
  { cell: 1, amplitude: 11 },
  { cell: 3, amplitude: 8 },
  { cell: 12, amplitude: 6 },
] as const;
// Part of the cache key: bump it when the recipe changes.
const RECIPE = `v1 ${SEED_PHOTO_LONG_EDGE} ${JSON.stringify(GRAIN)} q92 sharp ${sharp.versions.sharp}`;

export const seedMediaId = (key: ImageKey) => `seed-${key.replace(/\//g, '-')}`;
export const seedPhotoFilename = (key: ImageKey) => `${key.split('/').at(-1)}.jpg`;

/** xorshift32, seeded from the key: the same grain on every machine. */
function generator(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** One noise layer centred on 128: random values on a grid of `cell` pixels, smoothly enlarged. */
async function noiseLayer(width: number, height: number, cell: number, amplitude: number, random: () => number): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / cell), Math.ceil(height / cell)];
  const small = Buffer.alloc(w * h);
  // The sum of three uniforms: close to a bell curve, as grain is.
  for (let i = 0; i < small.length; i++) small[i] = Math.round(128 + (random() + random() + random() - 1.5) * amplitude * 1.4);
  if (cell === 1) return small;
  return sharp(small, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/** The photograph of one seed picture, as a camera-quality JPEG. */
export async function makeSeedPhoto(key: ImageKey): Promise<Buffer> {
  const spec = IMAGES[key];
  const scale = SEED_PHOTO_LONG_EDGE / Math.max(spec.width, spec.height);
  const [width, height] = [Math.round(spec.width * scale), Math.round(spec.height * scale)];
  // Drawn at its own size, then enlarged: librsvg drawing the blurs straight at 3600 px takes 20–70 s
  // a picture on this machine, this about 2 s.
  const drawn = await sharp(Buffer.from(renderImage(key)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = await sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: 3 } })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer();
  const random = generator(key);
  const layers: Buffer[] = [];
  for (const { cell, amplitude } of GRAIN) layers.push(await noiseLayer(width, height, cell, amplitude, random));
  for (let i = 0; i < width * height; i++) {
    let grain = 0;
    for (const layer of layers) grain += layer[i] - 128;
    for (let c = 0; c < 3; c++) pixels[i * 3 + c] = Math.max(0, Math.min(255, pixels[i * 3 + c] + grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The seed photo from the cache folder, made (and kept there) when absent or out of date. */
export async function cachedSeedPhoto(key: ImageKey, cacheDir: string): Promise<Buffer> {
  const hash = createHash('sha256').update(RECIPE).update(renderImage(key)).digest('hex').slice(0, 16);
  const file = join(cacheDir, `${seedMediaId(key)}-${hash}.jpg`);
  try {
    return await readFile(file);
  } catch {
    const photo = await makeSeedPhoto(key);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(`${file}.partial`, photo);
    await rename(`${file}.partial`, file);
    return photo;
  }
}
